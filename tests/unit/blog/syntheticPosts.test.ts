import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { dedicatedPosts } from '../../../src/content/blog/articles/index.ts';
import { loadBlogCollection } from '../../../src/content/blog/loadPosts.ts';
import { syntheticSlug, writeSyntheticPosts } from '../../../scripts/syntheticPosts.ts';

const root = process.cwd();
const dir = mkdtempSync(path.join(os.tmpdir(), 'hale-synthetic-'));
after(() => rmSync(dir, { recursive: true, force: true }));

// The scale bench builds the whole site on this folder: the owner's pages link to the site's own
// posts, and the build refuses a link to a post that is not there (it did, once the articles linked to posts).
test('the synthetic blog is the site\'s own posts plus the synthetic ones, all valid', () => {
  writeSyntheticPosts(root, dir, 12);
  const own = readdirSync(path.join(root, 'src/content/posts')).filter((name) => name.endsWith('.md'));
  const synthetic = Array.from({ length: 12 }, (_, index) => `${syntheticSlug(index)}.md`);
  assert.deepEqual(readdirSync(dir).sort(), [...own, ...synthetic].sort());
  const collection = loadBlogCollection({ postsDir: dir, root, staticDir: path.join(root, 'static'), dedicated: dedicatedPosts });
  assert.equal(collection.posts.length, own.length + synthetic.length + dedicatedPosts.length);
});
