/**
 * The server bundle loaded afresh for each dev save (src/build/serverBundleLoader.ts): each load
 * reads the file as it is now, and a copy nothing uses any more is garbage-collected, so an editing
 * session's memory stays flat however many saves it makes.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadServerBundle } from '../../../src/build/serverBundleLoader.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const dir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
const entry = path.join(dir, 'server.cjs');
after(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle holding a megabyte of content, as the real one holds the posts it read. */
const writeBundle = (title: string) => writeFileSync(entry, `const posts = Array.from({ length: 1024 }, () => 'x'.repeat(1024)); exports.title = ${JSON.stringify(title)}; exports.posts = posts;`);

test('each load reads the bundle as it is now', () => {
  writeBundle('First');
  assert.equal(loadServerBundle<{ title: string }>(entry).title, 'First');
  writeBundle('Second');
  assert.equal(loadServerBundle<{ title: string }>(entry).title, 'Second');
});

test('a copy nothing uses any more is garbage-collected', async () => {
  writeBundle('Dropped');
  const copies = Array.from({ length: 5 }, () => new WeakRef(loadServerBundle<object>(entry)));
  // Past the current task, which may still hold what it created.
  await new Promise((resolve) => setImmediate(resolve));
  collectGarbage();
  assert.deepEqual(
    copies.map((copy) => copy.deref() === undefined),
    copies.map(() => true),
  );
});
