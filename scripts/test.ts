/**
 * `npm test`: what every change passes; `npm run test:all` (`--all`): the whole proof, that and the
 * slower tier. The tiers are declared in ./testFiles.ts.
 *   1. tsc --noEmit
 *   2. unit tests (tests/unit, node:test through tsx)
 *   3. build dist/ (TEST_DIST) with the real pipeline
 *   4. dist checks (tests/dist: html-validate, links and anchors, content lint, head tags) and
 *      end-to-end tests in Chromium (tests/e2e)
 *   5. with --all, the slower tier: the owner's editor end to end, the behaviour core in Chromium,
 *      Firefox ESR and WebKitGTK (tests/engines), the built site on the hosts' own runtimes
 *      (tests/hosts), the build's failure modes and the dev server's rebuilds
 * Steps 1 to 3 need nothing of each other and run at once (their output is printed as each ends);
 * the files of steps 4 and 5 share one server of dist/ and one of each Chromium build, started here
 * (tests/support/site.ts connects to them, or starts its own when a file runs alone). Files that
 * need no process of their own (they neither build the site, nor start a browser or a host's
 * runtime) share one (tests/support/oneProcess.ts).
 * `npm test -- <test files>` runs only those files, of either tier (still typechecks and builds when needed).
 * Before any step, the browsers and programs the files drive are installed if missing
 * (./systemPackages.ts), or the run stops naming the command to run.
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../src/server/staticHost.ts';
import { chromiumArgs, chromiumPaths, type ChromiumBuild } from '../tests/support/browser.ts';
import { sharedSiteEnv } from '../tests/support/sharedSite.ts';
import { ensureSystemPackages } from './systemPackages.ts';
import { selectTestFiles } from './testFiles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const distDir = path.resolve(root, process.env.TEST_DIST ?? 'dist');

interface Step {
  title: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs a step with Node. Streamed, its output goes straight to the terminal; otherwise it is kept
 * and printed whole when the step ends, so steps running at once do not interleave.
 */
function run({ title, args, env = {} }: Step, { streamed }: { streamed: boolean }): Promise<boolean> {
  if (streamed) console.log(`\n▶ ${title}`);
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (!streamed) process.stdout.write(`\n▶ ${title} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      if (code !== 0) console.error(`\n✖ ${title} failed (exit ${code ?? signal}).`);
      else if (streamed) console.log(`(${title}: ${seconds} s)`);
      resolve(code === 0);
    });
  });
}

/**
 * The files that take longest (minutes of browsers, or builds of the site): each keeps a process of
 * its own (ownProcess below). The runner starts files as its two slots free, in the order of their
 * paths (node --test sorts the files it is given). Started in an order of our own instead (through
 * node:test's run()), longest first or the shared process first, the gate was no faster (228–261 s
 * against 220–233 s).
 */
const longFiles = [
  'tests/e2e/sweepMobile.test.ts',
  'tests/e2e/sweepDesktop.test.ts',
  'tests/e2e/admin.test.ts',
  'tests/engines/firefox.test.ts',
  'tests/engines/webkit.test.ts',
  'tests/e2e/noJs.test.ts',
  'tests/e2e/bookingAnalytics.test.ts',
  'tests/engines/chromium.test.ts',
  'tests/hosts/hosts.test.ts',
  'tests/unit/build/buildFailure.test.ts',
  'tests/unit/build/devRebuild.test.ts',
  // Not long, but it reads its blog from a copy of the project, its working folder as the collection's module loads.
  'tests/unit/blog/loadMoreBuilt.test.tsx',
].map((file) => path.normalize(file));

const missing = longFiles.filter((file) => !statSync(path.join(root, file), { throwIfNoEntry: false }));
if (missing.length) {
  console.error(`scripts/test.ts names test files that do not exist in longFiles: ${missing.join(', ')}`);
  process.exit(1);
}

/**
 * Each file under `node --test` is a process that loads tsx and the modules it tests, 1-1.5 s of
 * CPU, where most files' tests take little more. Files that need no process of their own share one:
 * every unit file but those that build the site or run its workers (the long unit files above), the
 * checks over the built site, and the end-to-end files but the long ones (they share the gate's
 * browsers anyway). Long files, the other engines and the hosts' runtimes keep a process each.
 */
const ownProcess = (file: string) => longFiles.includes(file) || !/^tests[\\/](unit|dist|e2e)[\\/]/.test(file);
const oneProcessRunner = path.join('tests', 'support', 'oneProcess.ts');

/**
 * The `node --test` arguments and environment for `files`: those needing their own process, then
 * the rest in one, `filesAtOnce` of them at a time.
 */
function testRun(files: string[], filesAtOnce = 1): { args: string[]; env: NodeJS.ProcessEnv } {
  const shared = files.filter((file) => !ownProcess(file));
  return {
    args: [...files.filter(ownProcess), ...(shared.length ? [oneProcessRunner] : [])],
    env: { TEST_FILES_IN_ONE_PROCESS: JSON.stringify(shared), TEST_FILES_CONCURRENCY: String(filesAtOnce) },
  };
}

const tsx = ['--import', 'tsx'];
const selection = selectTestFiles(root, only);
const problems = [
  ...selection.unknown.map((file) => `No test file at ${file} (npm test -- <test files> takes the paths of test files under tests/).`),
  ...selection.untiered.map((file) => `${file} is in no tier: add it, or its folder, to testTiers in scripts/testFiles.ts.`),
  ...selection.stale.map((entry) => `testTiers in scripts/testFiles.ts names ${entry}, which holds no test file.`),
];
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
// Named files run whatever their tier; otherwise every change's tier, and with --all the slower one after it.
const { everyChange } = selection;
const wholeProof = only.length || process.argv.includes('--all') ? [...selection.wholeProof.unit, ...selection.wholeProof.afterBuild] : [];
const { unit, afterBuild } = everyChange;
if (unit.length + afterBuild.length + wholeProof.length === 0) {
  console.error('No test files found under tests/.');
  process.exit(1);
}
ensureSystemPackages([...unit, ...afterBuild, ...wholeProof]);
const unitRun = testRun(unit);
// Two at a time: end-to-end files spend part of their time waiting on a page (a smooth scroll, a
// rebuild), which the other fills. Unit files keep one at a time: some replace the process's globals
// while they run (mocked timers and console.error, a stand-in ResizeObserver).
const afterBuildRun = testRun(afterBuild, 2);
// The slower tier's shared files (the editor's backend on one git repository, the Nu checker) keep
// one at a time too: a file's tests take their suite's concurrency.
const wholeProofRun = testRun(wholeProof);
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

// A test file that never ends (a page's promise that never settles, say) fails naming itself instead
// of holding the gate until CI gives up. node --test applies the limit to each file's process as well
// as each test: fifteen minutes is several times the slowest file's time on a loaded machine.
const testTimeout = `--test-timeout=${15 * 60_000}`;

// The typecheck, the unit tests and the build need nothing of each other. (Starting the unit tests
// after the build, beside the after-build files, was measured slower on a fresh clone: 720 s
// against 675 s, the gate being bound by the CPU either way.)
const firstSteps: Step[] = [
  { title: 'typecheck (tsc --noEmit)', args: [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', root] },
  ...(unit.length ? [{ title: `unit tests (${unit.length} files)`, args: [...tsx, '--test', '--test-concurrency=2', testTimeout, ...unitRun.args], env: unitRun.env }] : []),
  ...(afterBuild.length || wholeProof.length ? [{ title: 'build', args: [...tsx, 'build.ts', '--out', distDir] }] : []),
];
const passed = await Promise.all(firstSteps.map((step) => run(step, { streamed: false })));
if (passed.includes(false)) process.exit(1);

if (afterBuild.length || wholeProof.length) {
  const server = await startStaticServer(distDir, 0);
  const launch = (build: ChromiumBuild) => chromium.launchServer({ executablePath: chromiumPaths[build], args: chromiumArgs });
  const [browser, shell] = await Promise.all([launch('browser'), launch('shell')]);
  const env = { TEST_DIST: distDir, ...sharedSiteEnv(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { browser: browser.wsEndpoint(), shell: shell.wsEndpoint() }) };
  const againstTheBuild: Step[] = [
    ...(afterBuild.length ? [{ title: `dist checks and end-to-end tests in Chromium (${afterBuild.length} files)`, args: [...tsx, '--test', '--test-concurrency=2', testTimeout, ...afterBuildRun.args], env: { ...env, ...afterBuildRun.env } }] : []),
    // Three at a time: the editor's file alone takes most of the tier, beside files that mostly wait
    // (WebKit's driver, the hosts' runtimes starting); two at a time left the CPU 60 % busy for 90 s.
    ...(wholeProof.length ? [{ title: `the whole proof's slower tier: the editor, the other engines, the hosts' runtimes, the builds (${wholeProof.length} files)`, args: [...tsx, '--test', '--test-concurrency=3', testTimeout, ...wholeProofRun.args], env: { ...env, ...wholeProofRun.env } }] : []),
  ];
  let ok = true;
  for (const step of againstTheBuild) {
    ok = await run(step, { streamed: true });
    console.log(`(${elapsed()} since the start)`);
    if (!ok) break;
  }
  await Promise.all([browser.close(), shell.close()]);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  if (!ok) process.exit(1);
}
console.log(`\n✔ All tests passed in ${elapsed()}.`);
