import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { selectTestFiles, tierOf } from '../../scripts/testFiles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('npm test -- <files> takes the files named, of either tier, and names a path that is no test file even beside one that is', () => {
  const named = selectTestFiles(root, ['tests/unit/routes.test.ts', './tests/e2e/home.test.ts', 'tests/engines/webkit.test.ts']);
  assert.deepEqual(named.everyChange, { unit: ['tests/unit/routes.test.ts'], afterBuild: ['tests/e2e/home.test.ts'] });
  assert.deepEqual(named.wholeProof, { unit: [], afterBuild: ['tests/engines/webkit.test.ts'] });
  assert.deepEqual(named.unknown, []);
  assert.deepEqual(selectTestFiles(root, ['tests/unit/routes.test.ts', 'tests/unit/rutes.test.ts']).unknown, ['tests/unit/rutes.test.ts']);
});

test('every test file is in exactly one tier: npm test takes the unit tests, the dist checks and Chromium end to end; the whole proof adds the editor, the engines, the hosts and the builds', () => {
  const { everyChange, wholeProof, unknown, untiered, stale } = selectTestFiles(root, []);
  assert.deepEqual({ unknown, untiered, stale }, { unknown: [], untiered: [], stale: [] });
  assert.ok(everyChange.unit.includes('tests/unit/routes.test.ts') && everyChange.unit.every((file) => file.startsWith('tests/unit/')));
  assert.ok(everyChange.afterBuild.includes('tests/e2e/sweepMobile.test.ts') && everyChange.afterBuild.includes('tests/dist/links.test.ts'));
  for (const slow of ['tests/e2e/admin.test.ts', 'tests/engines/webkit.test.ts', 'tests/hosts/hosts.test.ts', 'tests/unit/build/buildFailure.test.ts']) {
    assert.ok([...wholeProof.unit, ...wholeProof.afterBuild].includes(slow), `${slow} is in the whole proof`);
    assert.ok(![...everyChange.unit, ...everyChange.afterBuild].includes(slow), `${slow} is not in npm test's tier`);
  }
});

test('a file takes the tier of the longest entry that holds it; a file no entry holds, or an entry that holds no file, stops the run', () => {
  const tiers = { everyChange: ['tests/unit', 'tests/e2e'], wholeProof: ['tests/e2e/admin.test.ts', 'tests/nowhere'] };
  assert.equal(tierOf('tests/e2e/home.test.ts', tiers), 'everyChange');
  assert.equal(tierOf('tests/e2e/admin.test.ts', tiers), 'wholeProof');
  assert.equal(tierOf('tests/e2e-other/x.test.ts', tiers), undefined, 'a folder holds its own files, not a sibling whose name starts the same');
  const selection = selectTestFiles(root, [], tiers);
  assert.ok(selection.untiered.includes('tests/engines/webkit.test.ts'));
  assert.deepEqual(selection.stale, ['tests/nowhere']);
});
