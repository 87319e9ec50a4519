import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { selectTestFiles } from '../../scripts/testFiles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('npm test -- <files> takes the files named, and names a path that is no test file even beside one that is', () => {
  assert.deepEqual(selectTestFiles(root, ['tests/unit/routes.test.ts', './tests/e2e/home.test.ts']), {
    unit: ['tests/unit/routes.test.ts'],
    afterBuild: ['tests/e2e/home.test.ts'],
    unknown: [],
  });
  assert.deepEqual(selectTestFiles(root, ['tests/unit/routes.test.ts', 'tests/unit/rutes.test.ts']), {
    unit: ['tests/unit/routes.test.ts'],
    afterBuild: [],
    unknown: ['tests/unit/rutes.test.ts'],
  });
});

test('npm test alone takes every test file, before the build and against it', () => {
  const { unit, afterBuild, unknown } = selectTestFiles(root, []);
  assert.ok(unit.includes('tests/unit/routes.test.ts') && unit.every((file) => file.startsWith('tests/unit/')));
  assert.ok(afterBuild.includes('tests/e2e/home.test.ts') && afterBuild.includes('tests/engines/webkit.test.ts'));
  assert.deepEqual(unknown, []);
});
