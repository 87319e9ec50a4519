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

test("an editor's swap and temporary files in a content folder are no change to the site; code and content are", () => {
  const elsewhere = path.resolve('/elsewhere');
  const { readByBuild } = devWatch(root, { content: inRoot('src', 'content'), data: path.join(elsewhere, 'settings'), posts: path.join(elsewhere, 'posts') });
  const pages = inRoot('src', 'content', 'pages');
  // vim's swap file and write probe, sed -i's and JetBrains' temporary files, a backup, a note.
  for (const name of ['.home.yml.swp', '4913', 'sedAb12Cd', 'home.yml___jb_tmp___', 'home.yml~', 'notes.txt']) {
    assert.equal(readByBuild(path.join(pages, name)), false, `${name} beside the pages`);
  }
  assert.equal(readByBuild(path.join(elsewhere, 'settings', '.site.yml.swp')), false, 'a swap file in DATA_DIR');
  assert.equal(readByBuild(path.join(pages, 'home.yml')), true, 'a page');
  assert.equal(readByBuild(path.join(elsewhere, 'posts', 'a-post.md')), true, 'a post');
  assert.equal(readByBuild(inRoot('src', 'content', 'home.ts')), true, 'a schema beside the content');
  // Outside the content folders every file counts: the build bundles and copies what it finds there.
  assert.equal(readByBuild(inRoot('src', 'components', '.Hero.tsx.swp')), true);
  assert.equal(readByBuild(inRoot('static', 'images', 'team.jpg')), true);
});

test("npm run dev's content folders default to the build's own, and are watched once each", () => {
  const { watched, postsDir, isContent } = devWatch(root);
  assert.equal(postsDir, postsFolder(root));
  for (const folder of [contentDir, dataDir, postsFolder(root)]) assert.equal(watched.filter((entry) => entry === folder).length, 1, `${folder} is watched once`);
  assert.equal(isContent(path.join(dataDir, 'site.yml')), true);
  assert.equal(isContent(path.join(postsFolder(root), 'a-post.md')), true);
});
