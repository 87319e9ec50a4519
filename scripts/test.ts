/**
 * `npm test`: the gate every page passes.
 *   1. tsc --noEmit
 *   2. build dist/ (TEST_DIST) with the real pipeline
 *   3. unit tests (tests/unit, node:test through tsx)
 *   4. dist checks (tests/dist: html-validate, links and anchors, content lint, head tags)
 *   5. end-to-end tests in Chromium (tests/e2e), the behaviour core in Chromium, Firefox ESR and
 *      WebKitGTK (tests/engines), and the built site on the hosts' own runtimes (tests/hosts:
 *      Cloudflare's wrangler, Netlify's emulator) beside npm start's host
 * The typecheck runs beside everything else. The unit tests start once the build has ended: several
 * of them build the site again, and on a fresh clone they used to fill the build's cold caches
 * (Linaria's transforms, images, social cards) each at once, beside the build itself. Steps 3 to 5
 * then run at once; the files of steps 4 and 5 share one server of dist/ and one Chromium, started
 * here (tests/support/site.ts connects to them, or starts its own when a file runs alone).
 * Output of a step that is not streamed is printed whole when it ends, so steps do not interleave.
 * `npm test -- <test files>` runs only those files (still typechecks and builds when needed).
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../src/server/staticHost.ts';
import { chromiumArgs, chromiumPath } from '../tests/support/browser.ts';
import { sharedSiteEnv } from '../tests/support/sharedSite.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const distDir = path.resolve(root, process.env.TEST_DIST ?? 'dist');

function testFiles(dir: string): string[] {
  const full = path.join(root, dir);
  const entries = statSync(full, { throwIfNoEntry: false }) ? readdirSync(full, { recursive: true }) : [];
  return entries
    .map((entry) => path.join(dir, String(entry)))
    .filter((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))
    .filter((file) => only.length === 0 || only.some((wanted) => path.resolve(root, wanted) === path.resolve(root, file)))
    .sort();
}

interface Step {
  title: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

interface Outcome {
  ok: boolean;
  /** Prints what the step wrote (when not streamed), then its time. */
  print: () => void;
}

/** Runs a step with Node. Streamed, its output goes straight to the terminal; otherwise it is kept for `print`. */
function spawnStep({ title, args, env = {} }: Step, { streamed }: { streamed: boolean }): Promise<Outcome> {
  if (streamed) console.log(`\n▶ ${title}`);
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      resolve({
        ok: code === 0,
        print: () => {
          if (!streamed) process.stdout.write(`\n▶ ${title} (${seconds} s)\n${Buffer.concat(output).toString()}`);
          if (code !== 0) console.error(`\n✖ ${title} failed (exit ${code ?? signal}).`);
          else if (streamed) console.log(`(${title}: ${seconds} s)`);
        },
      });
    });
  });
}

/** Runs a step and prints it as it ends. */
async function run(step: Step, how: { streamed: boolean }): Promise<boolean> {
  const outcome = await spawnStep(step, how);
  outcome.print();
  return outcome.ok;
}

/**
 * The files that take longest (minutes of browsers, or builds of the site), started first: the
 * runner starts files in the order given as its two slots free, and a long file started last
 * would run alone at the end.
 */
const longestFirst = [
  'tests/e2e/sweepMobile.test.ts',
  'tests/e2e/sweepDesktop.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/engines/firefox.test.ts',
  'tests/engines/webkit.test.ts',
  'tests/e2e/noJs.test.ts',
  'tests/engines/chromium.test.ts',
  'tests/hosts/hosts.test.ts',
  'tests/unit/build/incrementalBuild.test.ts',
  'tests/unit/build/buildFailure.test.ts',
  'tests/unit/build/renderWorkers.test.ts',
  'tests/unit/build/rebuildWorker.test.ts',
  'tests/unit/admin/cmsConfig.test.ts',
].map((file) => path.normalize(file));

const missing = longestFirst.filter((file) => !statSync(path.join(root, file), { throwIfNoEntry: false }));
if (missing.length) {
  console.error(`scripts/test.ts names test files that do not exist in longestFirst: ${missing.join(', ')}`);
  process.exit(1);
}

const byLength = (files: string[]) => [...longestFirst.filter((file) => files.includes(file)), ...files.filter((file) => !longestFirst.includes(file))];

const tsx = ['--import', 'tsx'];
const unit = byLength(testFiles('tests/unit'));
const afterBuild = byLength([...testFiles('tests/dist'), ...testFiles('tests/hosts'), ...testFiles('tests/e2e'), ...testFiles('tests/engines')]);
if (unit.length + afterBuild.length === 0) {
  console.error(only.length ? `No test files match: ${only.join(' ')}` : 'No test files found under tests/.');
  process.exit(1);
}

const typecheck = run({ title: 'typecheck (tsc --noEmit)', args: [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', root] }, { streamed: false });
const built = afterBuild.length ? await run({ title: 'build', args: [...tsx, 'build.ts', '--out', distDir] }, { streamed: false }) : true;
if (!built) {
  await typecheck;
  process.exit(1);
}

// Its output is held until the streamed after-build run has ended.
const unitRun: Promise<Outcome> = unit.length
  ? spawnStep({ title: `unit tests (${unit.length} files)`, args: [...tsx, '--test', '--test-concurrency=2', ...unit] }, { streamed: false })
  : Promise.resolve({ ok: true, print: () => undefined });

let afterBuildOk = true;
if (afterBuild.length) {
  const server = await startStaticServer(distDir, 0);
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  afterBuildOk = await run(
    {
      title: `dist checks, host runtimes and end-to-end tests (${afterBuild.length} files)`,
      args: [...tsx, '--test', '--test-concurrency=2', ...afterBuild],
      env: { TEST_DIST: distDir, ...sharedSiteEnv(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, browser.wsEndpoint()) },
    },
    { streamed: true },
  );
  await browser.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
const units = await unitRun;
units.print();
const typechecked = await typecheck;
if (!(units.ok && afterBuildOk && typechecked)) process.exit(1);
console.log('\n✔ All tests passed.');
