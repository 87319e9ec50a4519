import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { readMadeOf, rememberMadeOf } from '../../../src/build/madeOfCache.ts';

describe('a build product remembered with the files it was made of (the editor preview bundle)', () => {
  let dir: string;
  let cacheFile: string;
  let sources: string[];
  const product = { name: 'admin/preview-abc.js', contents: new TextEncoder().encode('console.log("preview")') };

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'made-of-'));
    cacheFile = path.join(dir, 'cache', 'bundle.json');
    sources = [path.join(dir, 'main.tsx'), path.join(dir, 'theme.ts')];
    await writeFile(sources[0]!, 'export const main = 1;');
    await writeFile(sources[1]!, 'export const theme = "navy";');
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('nothing is read back before anything is remembered', async () => {
    assert.equal(await readMadeOf(cacheFile, 'minified'), null);
  });

  test('read back byte for byte while its files and key are unchanged', async () => {
    await rememberMadeOf(cacheFile, 'minified', sources, product);
    const again = await readMadeOf(cacheFile, 'minified');
    assert.equal(again?.name, product.name);
    assert.deepEqual(Buffer.from(again!.contents), Buffer.from(product.contents));
  });

  test('not read back under another key (made with other options)', async () => {
    assert.equal(await readMadeOf(cacheFile, 'unminified'), null);
  });

  test('not read back once a file it was made of changes, nor once one is deleted', async () => {
    await writeFile(sources[1]!, 'export const theme = "teal";');
    assert.equal(await readMadeOf(cacheFile, 'minified'), null);
    await rememberMadeOf(cacheFile, 'minified', sources, product);
    assert.notEqual(await readMadeOf(cacheFile, 'minified'), null);
    await rm(sources[0]!);
    assert.equal(await readMadeOf(cacheFile, 'minified'), null);
  });

  test('a product made of a file that is gone is not remembered', async () => {
    await rm(cacheFile);
    await rememberMadeOf(cacheFile, 'minified', sources, product);
    assert.equal(await readMadeOf(cacheFile, 'minified'), null);
  });
});
