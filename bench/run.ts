/**
 * `npm run bench`: builds the site into bench/.tmp, serves it (and a copy without scripts or web font,
 * the limit, and the limit with its stylesheets inline, the document alone) with `npm start`'s host, and measures it two ways:
 *   1. Lighthouse's default mobile audit of every route of routes.ts, ours beside the limit, and on one
 *      route of each kind, ours beside the document alone, both under DevTools throttling;
 *   2. a visitor's view on a really throttled phone (bench/phone.ts): what paints when on every
 *      route, ours beside the limit, and how long each tap waits for its answer on `/`, `/pricing/`,
 *      `/blog/` and an article, tapped at first paint, 3 s after load and after a scroll, each beside
 *      the same tap on a bare page holding only the native element (bench/tapLimits.ts)
 *      and on the limit's copy of the page, where the native element answers without our script;
 *   3. a tap from one page to the next on the same phone: four of the site's navigations
 *      beside two bare HTML pages linking to each other (the limit, measured in the same run, the
 *      visits interleaved), and how many pages show a booking control in their first screen.
 * Then, in a whole run (no option narrowing it), 4. the build at scale (bench/scale.ts, below).
 * It writes its raw figures under bench/results/ (bench/resultFiles.ts, ignored by git), the summary
 * of a whole run to bench/RESULTS.md, and exits 1 when a budget is broken, naming the page and the figure.
 *
 * `--scale` runs bench/scale.ts alone: build time and peak memory with 1,000 and 2,000 synthetic
 * posts (`--scale-posts 1000,2000`, `--scale-posts none` for no build), and the save-to-reload time
 * of `npm run dev` with the site's own posts and with 1,000 synthetic ones (`--scale-saves 0,1000`,
 * 0 for the own posts alone, `none` for no save).
 *
 * Options: --routes /,/pricing/   only these paths        --runs N         Lighthouse runs per page (default 3)
 *          --no-build             measure bench/.tmp/site  --paint-runs N   visits per page for paint timings (default 3)
 *          --no-lighthouse, --no-visitor, --no-scale       --tap-runs N     visits per tap figure (default 5)
 *          --navigation           only part 3                  --nav-runs N     visits per navigation (default 9)
 *          --no-navigation        --trace                      part 3 also traces each navigation: where its time goes
 *          --taps                 only the taps of part 2, into bench/results/RESULTS-taps.md; with --trace, each tap traced 3 s after load
 *                                 --trace-runs N               traced visits per navigation, medians reported (default 3)
 *          --tap-names Menu,Share       only the taps whose name starts with one of these
 *          --tap-moments "first paint"  only these moments (first paint, 3 s after load, after a scroll)
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { routes } from '../routes.ts';
import { paths } from '../src/paths.ts';
import { startStaticServer } from '../src/server/staticHost.ts';
import { isIndexable, outputFile, servedAsNotFound, type SiteRoute } from '../src/siteRoute.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { budgets, checkBudgets, median } from './budgets.ts';
import { categories, metrics, openLighthouse, type RunResult } from './lighthouse.ts';
import { writeBaselineCopy, writeDocumentAloneCopy } from './noJs.ts';
import { pageWeight } from './pageWeight.ts';
import { phoneDescription } from './phone.ts';
import { summaryFile, writeRawResult } from './resultFiles.ts';
import { runScaleBench } from './scale.ts';
import { resultsMarkdown, type BenchResults, type Figures, type NavigationSummary, type PageResult, type PaintResult, type TapSummary } from './report.ts';
import { limitTarget, measurePaint, measureTaps, tapTargets, type TapResult } from './visitor.ts';
import { medianTapTrace, traceTap, type TapTrace } from './tapTrace.ts';
import { tapMoments, type TapMoment, type TapSample } from './tapTimings.ts';
import { writeTapLimitPages } from './tapLimits.ts';
import { countFirstScreenBooking, firstScreenViewports, type FirstScreenCount } from './firstScreen.ts';
import { medianBreakdown, traceNavigation, type TraceBreakdown } from './navigationTrace.ts';
import { bareNavigation, barePages, measureNavigation, siteNavigations, writeBarePages, type Navigation, type NavigationSample } from './navigationTimings.ts';
import type { PaintTimings } from './paintTimings.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const siteDir = path.join(benchDir, '.tmp', 'site');
const limitDir = path.join(benchDir, '.tmp', 'site-limit');
const documentAloneDir = path.join(benchDir, '.tmp', 'site-document-alone');
const bareDir = path.join(benchDir, '.tmp', 'bare-pages');

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'paint-runs': { type: 'string', default: '3' },
    'tap-runs': { type: 'string', default: '5' },
    'nav-runs': { type: 'string', default: '9' },
    navigation: { type: 'boolean', default: false },
    taps: { type: 'boolean', default: false },
    'no-navigation': { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    'tap-names': { type: 'string' },
    'tap-moments': { type: 'string' },
    'trace-runs': { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-visitor': { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
    'scale-posts': { type: 'string', default: '1000,2000' },
    'scale-saves': { type: 'string', default: '0,1000' },
  },
});
const positive = (name: string, value: string) => {
  const number = Number.parseInt(value, 10);
  if (!(number >= 1)) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return number;
};
const scaleSizes = (name: 'scale-posts' | 'scale-saves') => {
  const counts = values[name];
  return counts === 'none' ? [] : counts.split(',').map((count) => (count === '0' ? 0 : positive(name, count)));
};
if (values.scale) {
  const { violations } = await runScaleBench(scaleSizes('scale-posts'), scaleSizes('scale-saves'));
  for (const violation of violations) console.error(`✖ ${violation}`);
  process.exit(violations.length > 0 ? 1 : 0);
}
const runsPerPage = positive('runs', values.runs);
const paintRuns = positive('paint-runs', values['paint-runs']);
const tapRuns = positive('tap-runs', values['tap-runs']);
const navRuns = positive('nav-runs', values['nav-runs']);
const traceRuns = positive('trace-runs', values['trace-runs']);
const listed = (option: string | undefined) => option?.split(',').map((entry) => entry.trim()).filter(Boolean);
const tapNames = listed(values['tap-names']);
const chosenMoments = listed(values['tap-moments']);
for (const moment of chosenMoments ?? []) {
  if (!(tapMoments as readonly string[]).includes(moment)) throw new Error(`--tap-moments: no moment "${moment}" (${tapMoments.join(', ')})`);
}
const moments = (chosenMoments ?? tapMoments) as readonly TapMoment[];
// Traced at the moments asked for, else 3 s after load: a settled page, where the tap's own work shows alone.
const tracedMoments = (chosenMoments ?? ['3 s after load']) as readonly TapMoment[];
/** The page's taps, narrowed to those named by --tap-names. */
const chosenTaps = (route: SiteRoute) => tapTargets(route.path, route.kind).filter((tap) => !tapNames || tapNames.some((name) => tap.target.name.startsWith(name)));
// --navigation: only the taps across pages and the first-screen count; --taps: only the taps on a page.
const onePart = values.navigation || values.taps;
const runLighthouse = !values['no-lighthouse'] && !onePart;
const runPaints = !values['no-visitor'] && !onePart;
const runTaps = (!values['no-visitor'] && !onePart) || values.taps;
const runNavigation = !values['no-navigation'] && !values.taps;
// A run of one part alone has files of its own, so it never replaces a full run's report.
const reportSuffix = values.navigation ? '-navigation' : values.taps ? '-taps' : '';
// Only a run of every part, on every route, replaces the committed summary.
const wholeRun = !onePart && !values.routes && !values['no-build'] && !values['no-lighthouse'] && !values['no-visitor'] && !values['no-navigation'] && !values['no-scale'];

/** The pages whose taps are timed: the header everywhere, the list's and an article's own controls. */
const tapPaths = [paths.home, paths.pricing, paths.blog, `${paths.blog}gtm-planning-product-launch-success/`];

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

function figures(run: RunResult): Figures {
  return { ...run.scores, ...run.metrics, requestsBeforeFcp: run.requestsBeforeFcp };
}

function medianFigures(runs: readonly Figures[]): Figures {
  const keys = [...categories, ...(Object.keys(metrics) as (keyof typeof metrics)[]), 'requestsBeforeFcp'] as const;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Figures;
}

function paintResult(pagePath: string, ours: readonly PaintTimings[], limit: readonly PaintTimings[]): PaintResult {
  const lcp = median(ours.map((run) => run.lcp));
  const limitLcp = median(limit.map((run) => run.lcp));
  return {
    path: pagePath,
    fcp: median(ours.map((run) => run.fcp)),
    lcp,
    lcpOverFcp: median(ours.map((run) => run.lcp / run.fcp)),
    limitFcp: median(limit.map((run) => run.fcp)),
    limitLcp,
    lcpOverLimit: lcp / limitLcp,
    cls: Math.max(...ours.map((run) => run.cls)),
    lcpElement: ours.at(-1)?.lcpElement ?? '',
    lcpFonts: [...new Set(ours.map((run) => run.lcpFont))],
    webFontAtFcp: ours.filter((run) => run.webFontAtFcp).length,
    runs: ours.length,
  };
}

function tapSummary(result: TapResult): TapSummary {
  const timed = (samples: readonly TapSample[], key: 'ms' | 'changeMs') => samples.map((sample) => sample[key]).filter((ms): ms is number => ms !== null);
  const middle = (times: readonly number[]) => (times.length ? median(times) : null);
  const answered = timed(result.samples, 'ms');
  const ours = middle(answered);
  const limit = middle(timed(result.limitSamples, 'ms'));
  const withoutScript = middle(timed(result.withoutScriptSamples, 'ms'));
  return {
    path: result.path,
    target: result.target,
    moment: result.moment,
    samples: result.samples.map((sample) => sample.ms),
    leftPage: result.samples.filter((sample) => sample.leftPage !== null).length,
    median: ours,
    changeMedian: middle(timed(result.samples, 'changeMs')),
    min: answered.length ? Math.min(...answered) : null,
    max: answered.length ? Math.max(...answered) : null,
    limit: result.limit,
    limitSamples: result.limitSamples.map((sample) => sample.ms),
    limitMedian: limit,
    limitChangeMedian: middle(timed(result.limitSamples, 'changeMs')),
    ratio: ours !== null && limit ? ours / limit : null,
    withoutScriptSamples: result.withoutScriptSamples.map((sample) => sample.ms),
    withoutScriptMedian: withoutScript,
    withoutScriptRatio: withoutScript !== null && limit ? withoutScript / limit : null,
    scriptRatio: ours !== null && withoutScript ? ours / withoutScript : null,
    load: result.load,
  };
}

/** Each navigation's median beside the limit's median of the same run. */
function navigationSummaries(collected: ReadonlyMap<string, { navigation: Navigation; samples: NavigationSample[] }>): NavigationSummary[] {
  const limitSamples = collected.get(bareNavigation.name)?.samples ?? [];
  const timed = (samples: readonly NavigationSample[]) => samples.map((sample) => sample.ms).filter((ms): ms is number => ms !== null);
  const limitMedian = timed(limitSamples).length ? median(timed(limitSamples)) : null;
  return [...collected.values()].map(({ navigation, samples }) => {
    const times = timed(samples);
    const middle = times.length ? median(times) : null;
    return {
      name: navigation.name,
      from: navigation.from,
      to: navigation.to,
      isLimit: navigation === bareNavigation,
      samples: samples.map((sample) => sample.ms),
      median: middle,
      limit: limitMedian,
      ratio: middle !== null && limitMedian ? middle / limitMedian : null,
      wrongPage: samples.filter((sample) => sample.wrongPage !== null).length,
      lcpElements: [...new Set(samples.map((sample) => sample.lcpElement))],
    };
  });
}

/** Medians so far, budgets checked, both files written: after every round, so a long run always leaves results. */
async function writeResults(completedRuns: number): Promise<BenchResults> {
  const pages: PageResult[] = !runLighthouse
    ? []
    : measured.map((route) => {
        const runs = oursRuns.get(route.path) ?? [];
        const bareRuns = limitRuns.get(route.path) ?? [];
        const aloneRuns = documentAloneRuns.get(route.path) ?? [];
        const oursThrottledRuns = oursDevtoolsRuns.get(route.path) ?? [];
        const ours = medianFigures(runs.map(figures));
        const limit = medianFigures(bareRuns.map(figures));
        const documentAlone = aloneRuns.length > 0 ? { ours: medianFigures(oursThrottledRuns.map(figures)), alone: medianFigures(aloneRuns.map(figures)) } : null;
        const last = runs.at(-1);
        return {
          path: route.path,
          kind: route.kind,
          indexable: isIndexable(route),
          median: ours,
          limit,
          lcpRatio: ours.lcp / limit.lcp,
          documentAlone,
          lcpOverDocumentAlone: documentAlone ? documentAlone.ours.lcp / documentAlone.alone.lcp : null,
          lcpOverFcp: ours.lcp / ours.fcp,
          limitLcpOverFcp: limit.lcp / limit.fcp,
          weight: pageWeight(siteDir, oursOrigin, path.join(siteDir, outputFile(route.path)), runs.flatMap((run) => run.requests)),
          lcpElement: last?.lcpElement ?? '',
          failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
          runs: runs.map(figures),
          limitRuns: bareRuns.map(figures),
          documentAloneRuns: { ours: oursThrottledRuns.map(figures), alone: aloneRuns.map(figures) },
        };
      });
  const taps = tapResults.map(tapSummary);
  const navigations = navigationSummaries(navigationSamples);

  const violations = checkBudgets(
    pages.map((page) => ({
      path: page.path,
      indexable: page.indexable,
      performance: page.median.performance,
      seo: page.median.seo,
      cls: page.median.cls,
      tbtMs: page.median.tbt,
      lcpRatio: page.lcpRatio,
      lcpOverDocumentAlone: page.lcpOverDocumentAlone,
      lcpOverFcp: page.lcpOverFcp,
      renderBlocking: page.weight.renderBlocking,
      entryJsGzip: page.weight.entryJs.gzip,
      totalJsGzip: page.weight.js.gzip,
      cssGzip: page.weight.css.gzip,
    })),
    build?.warmMs ?? 0,
    paintResults,
    taps,
    navigations,
    firstScreen,
  );

  const results: BenchResults = {
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] ?? 0 },
      benchmarkIndex: benchmarkIndices.length ? median(benchmarkIndices) : null,
      ...environment,
      settings: 'default mobile config (Moto G Power viewport, simulated slow 4G, 4× CPU slowdown)',
      visitor: phoneDescription,
    },
    runsPerPage: completedRuns,
    paintRuns,
    tapRuns,
    navRuns,
    build,
    pages,
    paints: paintResults,
    taps,
    navigations,
    firstScreen,
    traces,
    tapTraces,
    skipped,
    budgets,
    violations,
  };
  writeRawResult(`results${reportSuffix}.json`, `${JSON.stringify(results, null, 2)}\n`);
  writeRawResult(`RESULTS${reportSuffix}.md`, resultsMarkdown(results));
  return results;
}

const { measured, skipped } = selectRoutes();
// Lighthouse's CPU figures (TBT above all) scale with what else the machine runs: recorded beside them.
const loadAtStart = os.loadavg()[0] ?? 0;

let build: BenchResults['build'] = null;
if (!values['no-build']) {
  // The first build may encode new images; the second is the warm build the budget is about.
  const first = timedBuild();
  const warm = timedBuild();
  build = { firstMs: first.durationMs, warmMs: warm.durationMs, warmWallMs: warm.wallMs, pages: warm.pages };
  console.log(`Build: ${(warm.durationMs / 1000).toFixed(2)} s warm, ${(first.durationMs / 1000).toFixed(2)} s first (${warm.pages} pages).`);
}
await writeBaselineCopy(siteDir, limitDir);
await writeDocumentAloneCopy(limitDir, documentAloneDir);
await writeBarePages(bareDir);
await writeTapLimitPages(bareDir);

const [ours, limit, documentAloneServer, bare] = await Promise.all([
  startStaticServer(siteDir, 0),
  startStaticServer(limitDir, 0),
  startStaticServer(documentAloneDir, 0),
  startStaticServer(bareDir, 0),
]);
const originOf = (server: typeof ours) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const oursOrigin = originOf(ours);
const limitOrigin = originOf(limit);
const documentAloneOrigin = originOf(documentAloneServer);
const bareOrigin = originOf(bare);
const paintPages = runPaints ? measured : [];
const tapPages = runTaps ? measured.filter((route) => tapPaths.includes(route.path)) : [];
// Like a CDN edge that already holds each page: the host compresses a page the first time it is asked for it.
await Promise.all(
  [oursOrigin, limitOrigin, documentAloneOrigin].flatMap((origin) =>
    measured.map((route) => fetch(`${origin}${route.path}`, { headers: { 'accept-encoding': 'br' } }).then((response) => response.arrayBuffer())),
  ),
);
await Promise.all(
  Object.values(barePages).map((pagePath) => fetch(`${bareOrigin}${pagePath}`, { headers: { 'accept-encoding': 'br' } }).then((response) => response.arrayBuffer())),
);

const oursRuns = new Map<string, RunResult[]>(measured.map((route) => [route.path, []]));
const limitRuns = new Map<string, RunResult[]>(measured.map((route) => [route.path, []]));
/**
 * The document-alone comparison (issue 61) runs under DevTools throttling: the simulation charges a
 * parser-blocking script in the head (our 1 KB that must run before the first paint) with the page's
 * later requests, a cost no throttled load shows. It is slow, so it runs on one route of each kind:
 * a kind's pages carry the same styles (src/build/pageStyles.ts).
 */
const documentAlonePaths = new Set(measured.filter((route, index) => measured.findIndex((other) => other.kind === route.kind) === index).map((route) => route.path));
const documentAloneRuns = new Map<string, RunResult[]>(measured.map((route) => [route.path, []]));
const oursDevtoolsRuns = new Map<string, RunResult[]>(measured.map((route) => [route.path, []]));
const paintResults: PaintResult[] = [];
const tapResults: TapResult[] = [];
const navigationSamples = new Map<string, { navigation: Navigation; samples: NavigationSample[] }>();
let firstScreen: FirstScreenCount[] = [];
const traces: TraceBreakdown[] = [];
const tapTraces: TapTrace[] = [];
let environment = { lighthouse: '', userAgent: '' };
const benchmarkIndices: number[] = [];
try {
  if (runLighthouse) {
    console.log(`Lighthouse: ${measured.length} pages × ${runsPerPage} runs, ours and the limit (no JS, no web font); on ${documentAlonePaths.size} of them, ours and the document alone (the limit, styles inline) under DevTools throttling.`);
    const session = await openLighthouse();
    try {
      // A fresh Chromium's first load is slow (caches, JIT): one discarded run per variant.
      const warmUpPath = measured[0]?.path ?? '/';
      await session.run(`${oursOrigin}${warmUpPath}`);
      await session.run(`${limitOrigin}${warmUpPath}`);
      await session.run(`${oursOrigin}${warmUpPath}`, 'devtools');
      await session.run(`${documentAloneOrigin}${warmUpPath}`, 'devtools');
      for (let run = 1; run <= runsPerPage; run += 1) {
        for (const route of measured) {
          // Interleaved so that drift in the machine's load affects both variants alike.
          const page = await session.run(`${oursOrigin}${route.path}`);
          const bare = await session.run(`${limitOrigin}${route.path}`);
          oursRuns.get(route.path)?.push(page);
          limitRuns.get(route.path)?.push(bare);
          environment = page.environment;
          benchmarkIndices.push(page.benchmarkIndex, bare.benchmarkIndex);
          let throttled = '';
          if (documentAlonePaths.has(route.path)) {
            const oursThrottled = await session.run(`${oursOrigin}${route.path}`, 'devtools');
            const alone = await session.run(`${documentAloneOrigin}${route.path}`, 'devtools');
            oursDevtoolsRuns.get(route.path)?.push(oursThrottled);
            documentAloneRuns.get(route.path)?.push(alone);
            throttled = `; throttled: LCP ${Math.round(oursThrottled.metrics.lcp)} ms, document alone ${Math.round(alone.metrics.lcp)} ms`;
          }
          console.log(
            `  run ${run}/${runsPerPage} ${route.path.padEnd(40)} perf ${String(page.scores.performance).padStart(3)}  FCP ${Math.round(page.metrics.fcp)} LCP ${Math.round(page.metrics.lcp)} ms (limit ${Math.round(bare.metrics.lcp)} ms)  TBT ${Math.round(page.metrics.tbt)} ms${throttled}`,
          );
        }
        if (run < runsPerPage) await writeResults(run);
      }
    } finally {
      await session.close();
    }
  }

  if (paintPages.length > 0 || tapPages.length > 0) {
    console.log(`Visitor's view on a throttled phone (${phoneDescription}): paints on ${paintPages.length} pages (${paintRuns} visits each), taps on ${tapPages.length} (${tapRuns} visits each, each beside its bare limit and the page without scripts).`);
    const browser = await launchChromium();
    try {
      for (const route of paintPages) {
        const oursPaints: PaintTimings[] = [];
        const limitPaints: PaintTimings[] = [];
        for (let run = 0; run < paintRuns; run += 1) {
          oursPaints.push(await measurePaint(browser, `${oursOrigin}${route.path}`));
          limitPaints.push(await measurePaint(browser, `${limitOrigin}${route.path}`));
        }
        const paint = paintResult(route.path, oursPaints, limitPaints);
        paintResults.push(paint);
        console.log(`  ${route.path.padEnd(44)} FCP ${Math.round(paint.fcp)} LCP ${Math.round(paint.lcp)} ms (limit ${Math.round(paint.limitLcp)} ms), ${paint.lcpElement} in ${paint.lcpFonts.join(' / ')}`);
      }
      for (const route of tapPages) {
        tapResults.push(...(await measureTaps(browser, { site: oursOrigin, limit: bareOrigin, withoutScript: limitOrigin }, chosenTaps(route), moments, tapRuns, (line) => console.log(line))));
        await writeResults(runsPerPage);
      }
      if (values.trace && values.taps) {
        for (const route of tapPages) {
          for (const tap of chosenTaps(route)) {
            const withoutScript = { ...tap.target, name: `${tap.target.name}, page without scripts` };
            for (const moment of tracedMoments) {
              for (const [origin, target] of [[oursOrigin, tap.target], [bareOrigin, limitTarget(tap)], [limitOrigin, withoutScript]] as const) {
                const visits: TapTrace[] = [];
                for (let run = 0; run < traceRuns; run += 1) visits.push(await traceTap(browser, origin, target, moment));
                const trace = medianTapTrace(visits);
                tapTraces.push(trace);
                console.log(`  trace ${trace.tap.padEnd(72)} ${Math.round(trace.tracedMs)} ms: ${trace.work.slice(0, 4).map((work) => `${work.name} ${work.ms.toFixed(1)}`).join(', ')}, idle ${Math.round(trace.idleMs)}`);
              }
            }
          }
        }
      }
    } finally {
      await browser.close();
    }
  }

  if (runNavigation) {
    const browser = await launchChromium();
    try {
      const pagePaths = measured.filter((route) => !servedAsNotFound(route)).map((route) => route.path);
      console.log(`First screen: a booking control on ${pagePaths.length} pages at ${Object.keys(firstScreenViewports).join(', ')}.`);
      firstScreen = await countFirstScreenBooking(browser, oursOrigin, pagePaths, paths.booking);
      for (const count of firstScreen) console.log(`  ${count.viewport.padEnd(20)} ${count.withControl}/${count.pages}${count.missing.length ? ` (none on ${count.missing.join(' ')})` : ''}`);

      const planned: [string, Navigation][] = [[bareOrigin, bareNavigation], ...siteNavigations.map((navigation): [string, Navigation] => [oursOrigin, navigation])];
      console.log(`Taps to the next page on the throttled phone (${phoneDescription}): ${planned.length} navigations × ${navRuns} visits, interleaved.`);
      for (let run = 1; run <= navRuns; run += 1) {
        // Each round measures the limit and every navigation once, so drift in the machine's load touches all alike.
        for (const [origin, navigation] of planned) {
          const sample = await measureNavigation(browser, origin, navigation);
          const entry = navigationSamples.get(navigation.name) ?? { navigation, samples: [] };
          entry.samples.push(sample);
          navigationSamples.set(navigation.name, entry);
          console.log(`  run ${run}/${navRuns} ${navigation.name.padEnd(48)} ${sample.ms === null ? 'no paint' : `${Math.round(sample.ms)} ms`} (${sample.lcpElement})${sample.wrongPage ? ` → ended on ${sample.wrongPage}` : ''}`);
        }
        await writeResults(runsPerPage);
      }
      if (values.trace) {
        for (const [origin, navigation] of planned) {
          const visits: TraceBreakdown[] = [];
          for (let run = 0; run < traceRuns; run += 1) visits.push(await traceNavigation(browser, origin, navigation));
          const breakdown = medianBreakdown(visits);
          traces.push(breakdown);
          console.log(`  trace ${navigation.name.padEnd(48)} ${Math.round(breakdown.totalMs)} ms: ${breakdown.stretches.map((stretch) => Math.round(stretch.ms)).join(' + ')}`);
        }
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  ours.close();
  limit.close();
  documentAloneServer.close();
  bare.close();
}

const results = await writeResults(runsPerPage);
const { violations } = results;
console.log(`\nWrote bench/results/RESULTS${reportSuffix}.md and bench/results/results${reportSuffix}.json.`);

let scaleViolations: string[] = [];
if (wholeRun) {
  console.log('\nThe build at scale (bench/scale.ts):');
  const scale = await runScaleBench(scaleSizes('scale-posts'), scaleSizes('scale-saves'));
  scaleViolations = scale.violations;
  // The scale report's title becomes a section of the summary.
  writeFileSync(summaryFile, `${resultsMarkdown(results)}\n${scale.report.replace(/^#/gm, '##')}`);
  console.log(`Wrote the summary, ${path.relative(root, summaryFile)}.`);
}

if (violations.length + scaleViolations.length > 0) {
  console.error(`\n✖ ${violations.length + scaleViolations.length} budget(s) broken:`);
  for (const violation of violations) console.error(`  ${violation.page}  ${violation.figure}: ${violation.message}`);
  for (const violation of scaleViolations) console.error(`  ${violation}`);
  process.exitCode = 1;
} else {
  console.log('✔ Every budget is met.');
}
