/**
 * Compares two builds of the site route by route, as a visitor and a search engine meet them: the
 * visible text of `<main>`, the headings outline, every id a link can target, the structured data
 * and the `<head>` (./compareBuilds/pageFacts.ts), and whole-page screenshots at 390 and 1280 px
 * wide, pixel by pixel. Prints a report, the differences shown as diffs; the screenshots that differ
 * are written beside it with a diff image. Exit status 1 when anything differs.
 *
 * Usage: npx tsx scripts/compare-builds.ts BEFORE AFTER [--routes /,/about/] [--no-screenshots]
 *        [--out DIR] [--at 2026-12-01T09:00Z]
 * BEFORE and AFTER are built dist folders, or git revisions (main, HEAD~2, a commit), each then
 * built into a temporary folder for the moment `--at` (by default now, the same for both).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStaticServer } from '../src/server/staticHost.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { distHtmlFiles, readDist, servedPath } from '../tests/support/distFiles.ts';
import { factNames, pageFacts, type PageFacts } from './compareBuilds/pageFacts.ts';
import { comparePixels, screenshot, widths } from './compareBuilds/screenshots.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    routes: { type: 'string' },
    'no-screenshots': { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(root, '.cache/compare-builds') },
    at: { type: 'string', default: new Date().toISOString() },
  },
});
if (positionals.length !== 2) throw new Error('Usage: compare-builds.ts BEFORE AFTER (dist folders or git revisions)');
const outDir = path.resolve(values.out);
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const scratch = mkdtempSync(path.join(tmpdir(), 'compare-builds-'));

/** A dist folder as given, or the revision checked out and built into the scratch folder. */
function builtSite(source: string, label: string): string {
  if (existsSync(source) && statSync(source).isDirectory()) return path.resolve(source);
  const checkout = path.join(scratch, `${label}-source`);
  const dist = path.join(scratch, `${label}-dist`);
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', checkout, source], { cwd: root, stdio: 'inherit' });
  try {
    symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
    console.error(`Building ${source} into ${dist} …`);
    execFileSync(process.execPath, ['--import', 'tsx', 'build.ts', '--out', dist, '--at', values.at, '--quiet'], { cwd: checkout, stdio: 'inherit' });
  } finally {
    execFileSync('git', ['worktree', 'remove', '--force', checkout], { cwd: root, stdio: 'inherit' });
  }
  return dist;
}

function lineDiff(before: readonly string[], after: readonly string[]): string {
  const [a, b] = [path.join(scratch, 'before.txt'), path.join(scratch, 'after.txt')];
  writeFileSync(a, `${before.join('\n')}\n`);
  writeFileSync(b, `${after.join('\n')}\n`);
  const { stdout } = spawnSync('git', ['diff', '--no-index', '--no-color', '--unified=1', a, b], { encoding: 'utf8' });
  return stdout.split('\n').slice(4).map((line) => `      ${line}`).join('\n').trimEnd();
}

const before = builtSite(positionals[0]!, 'before');
const after = builtSite(positionals[1]!, 'after');
const routeOf = new Map<string, string>();
for (const file of [...distHtmlFiles(before), ...distHtmlFiles(after)]) routeOf.set(servedPath(file), file);
const wanted = values.routes?.split(',').map((route) => route.trim());
const routes = [...routeOf.keys()].filter((route) => !wanted || wanted.includes(route)).sort();
if (wanted) for (const route of wanted) if (!routeOf.has(route)) throw new Error(`${route} is a page of neither build`);

const servers: Server[] = [];
const origin = async (dist: string) => {
  const server = await startStaticServer(dist, 0);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const browser = values['no-screenshots'] ? undefined : await launchChromium('shell');
const origins = browser ? [await origin(before), await origin(after)] : [];

const report: string[] = [`# compare-builds: ${positionals[0]} → ${positionals[1]}`, ''];
let differences = 0;
try {
  for (const route of routes) {
    const file = routeOf.get(route)!;
    const present = [before, after].map((dist) => existsSync(path.join(dist, file)));
    if (!present[0] || !present[1]) {
      differences += 1;
      report.push(`${route}: only in the ${present[0] ? 'before' : 'after'} build`);
      continue;
    }
    const findings: string[] = [];
    const [factsBefore, factsAfter] = [pageFacts(readDist(file, before)), pageFacts(readDist(file, after))];
    for (const fact of Object.keys(factNames) as (keyof PageFacts)[]) {
      if (factsBefore[fact].join('\n') !== factsAfter[fact].join('\n')) findings.push(`  ${factNames[fact]} differs:\n${lineDiff(factsBefore[fact], factsAfter[fact])}`);
    }
    if (browser) {
      for (const width of widths) {
        const [shotBefore, shotAfter] = [await screenshot(browser, origins[0]!, route, width), await screenshot(browser, origins[1]!, route, width)];
        const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}`;
        const pixels = await comparePixels(shotBefore, shotAfter, outDir, name);
        if (pixels.differing > 0) {
          const share = ((100 * pixels.differing) / pixels.total).toFixed(2);
          findings.push(`  screenshot at ${width} px: ${pixels.differing} of ${pixels.total} pixels differ (${share} %), page height ${pixels.heights[0]} → ${pixels.heights[1]} px; ${path.relative(root, path.join(outDir, name))}-{before,after,diff}.png`);
        }
      }
    }
    differences += findings.length;
    report.push(findings.length === 0 ? `${route}: same` : `${route}:\n${findings.join('\n')}`);
  }
} finally {
  await browser?.close();
  for (const server of servers) server.close();
  rmSync(scratch, { recursive: true, force: true });
}
const checked = `${Object.values(factNames).join(', ')}${browser ? `, screenshots at ${widths.join(' and ')} px` : ''}`;
report.push('', `${routes.length} routes compared (${checked}): ${differences === 0 ? 'no difference' : `${differences} differences`}.`);
writeFileSync(path.join(outDir, 'report.md'), `${report.join('\n')}\n`);
console.log(report.join('\n'));
process.exitCode = differences === 0 ? 0 : 1;
