/**
 * `npm run bench`: builds the site into bench/.tmp, serves it (and a copy with every script removed,
 * the no-JS limit) with `npm start`'s host, runs Lighthouse's default mobile audit on every route
 * of routes.ts, writes bench/results.json and bench/RESULTS.md, and exits 1 when a budget of
 * DESIGN.md §4 is broken, naming the page and the figure.
 *
 * Options: --routes /,/pricing/   only these paths      --runs N   runs per page (default 3)
 *          --no-build             measure bench/.tmp/site as it is
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { routes } from '../routes.ts';
import { isIndexable, outputFile, type SiteRoute } from '../src/siteRoute.ts';
import { startStaticServer } from '../src/server/staticHost.ts';
import { budgets, checkBudgets } from './budgets.ts';
import { categories, metrics, openLighthouse, type RunResult } from './lighthouse.ts';
import { writeNoJsCopy } from './noJs.ts';
import { pageWeight } from './pageWeight.ts';
import { resultsMarkdown, type BenchResults, type Figures, type PageResult } from './report.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const siteDir = path.join(benchDir, '.tmp', 'site');
const noJsDir = path.join(benchDir, '.tmp', 'site-nojs');

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runsPerPage = Number.parseInt(values.runs, 10);
if (!(runsPerPage >= 1)) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);

/** Routes to measure; redirects are answered by the host with a 301 and have no page of their own. */
function selectRoutes(): { measured: SiteRoute[]; skipped: BenchResults['skipped'] } {
  const wanted = values.routes?.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const wantedPath of wanted ?? []) {
    if (!routes.some((route) => route.path === wantedPath)) throw new Error(`--routes: no route "${wantedPath}" in routes.ts`);
  }
  const chosen = wanted ? routes.filter((route) => wanted.includes(route.path)) : [...routes];
  return {
    measured: chosen.filter((route) => route.kind !== 'redirect'),
    skipped: chosen
      .filter((route) => route.kind === 'redirect')
      .map((route) => ({ path: route.path, reason: `redirect (301 to ${route.redirectTo ?? '?'}), measured as its target` })),
  };
}

interface TimedBuild {
  durationMs: number;
  wallMs: number;
  pages: number;
}

function timedBuild(): TimedBuild {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(benchDir, 'timedBuild.ts'), siteDir], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`build failed (exit ${result.status ?? result.signal})`);
  const report = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as { durationMs: number; pages: number };
  return { durationMs: report.durationMs, wallMs, pages: report.pages };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function figures(run: RunResult): Figures {
  return { ...run.scores, ...run.metrics, requestsBeforeFcp: run.requestsBeforeFcp };
}

function medianFigures(runs: readonly Figures[]): Figures {
  const keys = [...categories, ...(Object.keys(metrics) as (keyof typeof metrics)[]), 'requestsBeforeFcp'] as const;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

/** Medians so far, budgets checked, both files written: after every round, so a long run always leaves results. */
async function writeResults(completedRuns: number): Promise<BenchResults> {
  const pages: PageResult[] = measured.map((route) => {
    const runs = oursRuns.get(route.path) ?? [];
    const bareRuns = limitRuns.get(route.path) ?? [];
    const median = medianFigures(runs.map(figures));
    const noJs = medianFigures(bareRuns.map(figures));
    const last = runs.at(-1);
    return {
      path: route.path,
      kind: route.kind,
      indexable: isIndexable(route),
      median,
      noJs,
      lcpRatio: median.lcp / noJs.lcp,
      weight: pageWeight(siteDir, oursOrigin, path.join(siteDir, outputFile(route.path)), runs.flatMap((run) => run.requests)),
      lcpElement: last?.lcpElement ?? '',
      failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
      runs: runs.map(figures),
      noJsRuns: bareRuns.map(figures),
    };
  });

  const violations = checkBudgets(
    pages.map((page) => ({
      path: page.path,
      indexable: page.indexable,
      performance: page.median.performance,
      seo: page.median.seo,
      cls: page.median.cls,
      tbtMs: page.median.tbt,
      lcpRatio: page.lcpRatio,
      renderBlocking: page.weight.renderBlocking,
      entryJsGzip: page.weight.entryJs.gzip,
      totalJsGzip: page.weight.js.gzip,
      cssGzip: page.weight.css.gzip,
    })),
    build?.warmMs ?? 0,
  );

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] ?? 0 },
      ...environment,
      settings: 'default mobile config (Moto G Power viewport, simulated slow 4G, 4× CPU slowdown)',
    },
    runsPerPage: completedRuns,
    build,
    pages,
    skipped,
    budgets,
    violations,
  };
  await writeFile(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(path.join(benchDir, 'RESULTS.md'), resultsMarkdown(results));
  return results;
}

const { measured, skipped } = selectRoutes();
// Lighthouse's CPU figures (TBT above all) scale with what else the machine runs: recorded beside them.
const loadAtStart = os.loadavg()[0] ?? 0;
console.log(`Benchmarking ${measured.length} pages × ${runsPerPage} runs (with and without scripts).`);

let build: BenchResults['build'] = null;
if (!values['no-build']) {
  // The first build may encode new images; the second is the warm build the budget is about.
  const first = timedBuild();
  const warm = timedBuild();
  build = { firstMs: first.durationMs, warmMs: warm.durationMs, warmWallMs: warm.wallMs, pages: warm.pages };
  console.log(`Build: ${(warm.durationMs / 1000).toFixed(2)} s warm, ${(first.durationMs / 1000).toFixed(2)} s first (${warm.pages} pages).`);
}
await writeNoJsCopy(siteDir, noJsDir);

const [ours, limit] = await Promise.all([startStaticServer(siteDir, 0), startStaticServer(noJsDir, 0)]);
const originOf = (server: typeof ours) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const oursOrigin = originOf(ours);
const limitOrigin = originOf(limit);
// Like a CDN edge that already holds each page: the host compresses a page the first time it is asked for it.
await Promise.all(
  [oursOrigin, limitOrigin].flatMap((origin) =>
    measured.map((route) => fetch(`${origin}${route.path}`, { headers: { 'accept-encoding': 'br' } }).then((response) => response.arrayBuffer())),
  ),
);
const session = await openLighthouse();

const oursRuns = new Map<string, RunResult[]>(measured.map((route) => [route.path, []]));
const limitRuns = new Map<string, RunResult[]>(measured.map((route) => [route.path, []]));
let environment = { lighthouse: '', userAgent: '' };
try {
  // A fresh Chromium's first load is slow (caches, JIT): one discarded run per variant.
  const warmUpPath = measured[0]?.path ?? '/';
  await session.run(`${oursOrigin}${warmUpPath}`);
  await session.run(`${limitOrigin}${warmUpPath}`);
  for (let run = 1; run <= runsPerPage; run += 1) {
    for (const route of measured) {
      // Interleaved so that drift in the machine's load affects both variants alike.
      const page = await session.run(`${oursOrigin}${route.path}`);
      const bare = await session.run(`${limitOrigin}${route.path}`);
      oursRuns.get(route.path)?.push(page);
      limitRuns.get(route.path)?.push(bare);
      environment = page.environment;
      console.log(
        `  run ${run}/${runsPerPage} ${route.path.padEnd(40)} perf ${String(page.scores.performance).padStart(3)}  LCP ${Math.round(page.metrics.lcp)} ms (no-JS ${Math.round(bare.metrics.lcp)} ms)  TBT ${Math.round(page.metrics.tbt)} ms`,
      );
    }
    if (run < runsPerPage) await writeResults(run);
  }
} finally {
  await session.close();
  ours.close();
  limit.close();
}

const { violations } = await writeResults(runsPerPage);

console.log(`\nWrote bench/RESULTS.md and bench/results.json.`);
if (violations.length > 0) {
  console.error(`\n✖ ${violations.length} budget(s) broken:`);
  for (const violation of violations) console.error(`  ${violation.page}  ${violation.figure}: ${violation.message}`);
  process.exitCode = 1;
} else {
  console.log('✔ Every budget of DESIGN.md §4 is met.');
}
