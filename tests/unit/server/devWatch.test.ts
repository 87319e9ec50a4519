import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { devWatch } from '../../../src/server/devWatch.ts';

const root = path.resolve('/project');
const inRoot = (...parts: string[]) => path.join(root, ...parts);

test('npm run dev watches the sources, static files and the content folder; content is what src/content holds', () => {
  const { watched, isContent } = devWatch(root);
  assert.deepEqual(watched, ['src', 'static', 'routes.ts', 'build.ts'].map((entry) => inRoot(entry)));
  assert.equal(isContent(inRoot('src', 'content', 'pages', 'home.yml')), true, 'a page');
  assert.equal(isContent(inRoot('src', 'content', 'data', 'site.yml')), true, 'a settings file');
  assert.equal(isContent(inRoot('src', 'content', 'posts', 'a-post.md')), true, 'a post');
  // Not content: code, a folder that only shares a name's start, and files the content folder holds but the build does not read as content.
  assert.equal(isContent(inRoot('src', 'components', 'Hero.tsx')), false);
  assert.equal(isContent(inRoot('src', 'content-old', 'home.yml')), false);
  assert.equal(isContent(inRoot('src', 'content', 'notes.txt')), false);
  assert.equal(isContent(inRoot('src', 'content', 'home.ts')), false, 'a schema is code');
});

test('a post is a Markdown file of the posts folder: a save of posts alone renders only the pages that can show them', () => {
  const { isPost } = devWatch(root);
  assert.equal(isPost(inRoot('src', 'content', 'posts', 'a-post.md')), true);
  assert.equal(isPost(inRoot('src', 'content', 'pages', 'about.md')), false, 'Markdown elsewhere in the content');
  assert.equal(isPost(inRoot('src', 'content', 'posts', 'notes.txt')), false);
});

test("an editor's swap and temporary files in the content folder are no change to the site; code and content are", () => {
  const pages = inRoot('src', 'content', 'pages');
  const { readByBuild } = devWatch(root);
  // vim's swap file and write probe, sed -i's and JetBrains' temporary files, a backup, a note.
  for (const name of ['.home.yml.swp', '4913', 'sedAb12Cd', 'home.yml___jb_tmp___', 'home.yml~', 'notes.txt']) {
    assert.equal(readByBuild(path.join(pages, name)), false, `${name} beside the pages`);
  }
  assert.equal(readByBuild(inRoot('src', 'content', 'data', '.site.yml.swp')), false, 'a swap file beside the settings');
  assert.equal(readByBuild(path.join(pages, 'home.yml')), true, 'a page');
  assert.equal(readByBuild(inRoot('src', 'content', 'posts', 'a-post.md')), true, 'a post');
  assert.equal(readByBuild(inRoot('src', 'content', 'home.ts')), true, 'a schema beside the content');
  // Outside the content folder every file counts: the build bundles and copies what it finds there.
  assert.equal(readByBuild(inRoot('src', 'components', '.Hero.tsx.swp')), true);
  assert.equal(readByBuild(inRoot('static', 'images', 'team.jpg')), true);
});
