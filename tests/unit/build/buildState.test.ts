import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { loadBuildState, saveBuildState, type BuildState } from '../../../src/build/buildState.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'hale-build-state-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const cacheDir = path.join(tmp, 'cache');
mkdirSync(cacheDir);
let builds = 0;

/** A build's server folder, kept for `stateFile`: returns the folder it was moved to. */
async function keep(stateFile: string): Promise<string> {
  builds += 1;
  const serverDir = path.join(tmp, `work-${builds}`, 'server');
  mkdirSync(serverDir, { recursive: true });
  writeFileSync(path.join(serverDir, 'server.mjs'), `export const build = ${builds};`);
  const state = { serverEntry: path.join(serverDir, 'server.mjs') } as BuildState;
  await saveBuildState(stateFile, cacheDir, serverDir, state);
  return path.dirname((await loadBuildState(stateFile)).serverEntry);
}

test('a build keeps one server bundle per state file, and removes those kept for state files that are gone', async () => {
  const [devSession, testRun, another] = ['dev', 'test', 'another'].map((name) => path.join(tmp, name, 'state.json'));
  const first = await keep(devSession!);
  const second = await keep(devSession!);
  assert.ok(!existsSync(first) && existsSync(path.join(second, 'server.mjs')), 'the next build for one state file replaces its bundle');

  const ofTestRun = await keep(testRun!);
  const older = path.join(cacheDir, 'server-kept-before-markers-1');
  const recent = path.join(cacheDir, 'server-kept-before-markers-2');
  for (const folder of [older, recent]) mkdirSync(folder);
  const twoDaysAgo = (Date.now() - 2 * 24 * 60 * 60 * 1000) / 1000;
  utimesSync(older, twoDaysAgo, twoDaysAgo);
  rmSync(path.dirname(testRun!), { recursive: true });

  const ofAnother = await keep(another!);
  assert.deepEqual(
    readdirSync(cacheDir).sort(),
    [second, ofAnother, recent].map((folder) => path.basename(folder)).sort(),
    'the test run ended and its bundle went; the dev session still runs; an unmarked bundle goes once a day old',
  );
  assert.ok(!existsSync(ofTestRun));
});
