import assert from 'node:assert/strict';
import { mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { watchPostsFolder } from '../../../src/server/postsFolderWatcher.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'hale-posts-watch-'));
after(() => rmSync(folder, { recursive: true, force: true }));

test('the posts folder watcher names each saved, added, renamed and removed post, and nothing but posts', async () => {
  const seen: string[] = [];
  let notify = () => {};
  const watcher = watchPostsFolder(folder, (file) => {
    seen.push(file);
    notify();
  });
  /** Runs `act`, then waits until it has named `file` (events come in the order of the changes). */
  const named = async (file: string, act: () => void) => {
    const from = seen.length;
    const arrived = new Promise<void>((resolve) => {
      notify = () => seen.slice(from).includes(file) && resolve();
    });
    act();
    await arrived;
  };
  try {
    const post = path.join(folder, 'a-post.md');
    await named(post, () => {
      writeFileSync(path.join(folder, 'notes.txt'), 'not a post');
      writeFileSync(post, 'first');
    });
    await named(post, () => writeFileSync(post, 'saved again'));
    // An editor's save: a temporary file renamed over the post.
    const renamed = path.join(folder, 'another-post.md');
    await named(renamed, () => {
      writeFileSync(path.join(folder, '.another-post.md.tmp'), 'draft');
      renameSync(path.join(folder, '.another-post.md.tmp'), renamed);
    });
    await named(post, () => unlinkSync(post));
  } finally {
    watcher.close();
  }
  assert.deepEqual([...new Set(seen)].sort(), [path.join(folder, 'a-post.md'), path.join(folder, 'another-post.md')]);
});
