/**
 * `npm test`: the gate every page passes.
 *   1. tsc --noEmit
 *   2. unit tests (tests/unit, node:test through tsx)
 *   3. build dist/ (TEST_DIST) with the real pipeline
 *   4. dist checks (tests/dist: html-validate, links and anchors, content lint, head tags)
 *   5. end-to-end tests in Chromium (tests/e2e), the behaviour core in Chromium, Firefox ESR and
 *      WebKitGTK (tests/engines), and the built site on the hosts' own runtimes (tests/hosts:
 *      Cloudflare's wrangler, Netlify's emulator) beside npm start's host
 * `npm test -- <test files>` runs only those files (still typechecks and builds when needed).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const node = process.execPath;
const tsx = ['--import', 'tsx'];
const unit = testFiles('tests/unit');
const afterBuild = [...testFiles('tests/dist'), ...testFiles('tests/hosts'), ...testFiles('tests/e2e'), ...testFiles('tests/engines')];
if (unit.length + afterBuild.length === 0) {
  console.error(only.length ? `No test files match: ${only.join(' ')}` : 'No test files found under tests/.');
  process.exit(1);
}

run('typecheck (tsc --noEmit)', node, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', root]);
if (unit.length) run(`unit tests (${unit.length} files)`, node, [...tsx, '--test', ...unit]);
if (afterBuild.length) {
  run('build', node, [...tsx, 'build.ts', '--out', distDir]);
  run(`dist checks and end-to-end tests (${afterBuild.length} files)`, node, [...tsx, '--test', '--test-concurrency=2', ...afterBuild], {
    TEST_DIST: distDir,
  });
}
console.log('\n✔ All tests passed.');
