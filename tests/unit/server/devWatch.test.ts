import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { postsFolder } from '../../../src/content/blog/postsFolder.ts';
import { contentDir, dataDir } from '../../../src/content/contentFolders.ts';
import { devWatch } from '../../../src/server/devWatch.ts';

const root = path.resolve('/project');
const inRoot = (...parts: string[]) => path.join(root, ...parts);

test('npm run dev watches the folders the build reads content from, wherever CONTENT_DIR, DATA_DIR and POSTS_DIR point', () => {
  const elsewhere = path.resolve('/elsewhere');
  const { watched, postsDir, isContent } = devWatch(root, { content: path.join(elsewhere, 'content'), data: path.join(elsewhere, 'settings'), posts: path.join(elsewhere, 'posts') });
  assert.deepEqual(watched, [...['src', 'static', 'routes.ts', 'build.ts'].map((entry) => inRoot(entry)), ...['content', 'settings', 'posts'].map((folder) => path.join(elsewhere, folder))]);
  assert.equal(postsDir, path.join(elsewhere, 'posts'));
  assert.equal(isContent(path.join(elsewhere, 'content', 'pages', 'home.yml')), true, 'a page in CONTENT_DIR');
  assert.equal(isContent(path.join(elsewhere, 'settings', 'site.yml')), true, 'a settings file in DATA_DIR');
  assert.equal(isContent(path.join(elsewhere, 'posts', 'a-post.md')), true, 'a post in POSTS_DIR');
  // Not content: code, a folder that only shares a name's start, and files the content folders hold but the build does not read as content.
  assert.equal(isContent(inRoot('src', 'components', 'Hero.tsx')), false);
  assert.equal(isContent(path.join(elsewhere, 'content-old', 'home.yml')), false);
  assert.equal(isContent(path.join(elsewhere, 'content', 'notes.txt')), false);
});

test("npm run dev's content folders default to the build's own, and are watched once each", () => {
  const { watched, postsDir, isContent } = devWatch(root);
  assert.equal(postsDir, postsFolder(root));
  for (const folder of [contentDir, dataDir, postsFolder(root)]) assert.equal(watched.filter((entry) => entry === folder).length, 1, `${folder} is watched once`);
  assert.equal(isContent(path.join(dataDir, 'site.yml')), true);
  assert.equal(isContent(path.join(postsFolder(root), 'a-post.md')), true);
});
