/** Which pages a dev save of posts takes from the last build instead of rendering (src/build/pageReuse.ts). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { reusablePages, writtenPages } from '../../../src/build/pageReuse.ts';
import type { PageFacts } from '../../../src/build/pageRenderer.ts';
import type { SiteRoute } from '../../../src/siteRoute.ts';

const post = (name: string) => `src/content/posts/${name}.md`;
const render = async () => {
  throw new Error('not rendered here');
};
const article = (name: string, shows: string[]): SiteRoute => ({
  path: `/blog/${name}/`,
  title: name,
  description: name,
  kind: 'article',
  article: { publishedTime: '2026-01-01', image: `/images/blog/${name}.jpg`, author: 'Morgan Hale', authorUrl: 'https://example.com/morgan', section: 'Growth', tags: [] },
  render,
  posts: [post(name), ...shows.map(post)],
});
const blogList: SiteRoute = { path: '/blog/page/2/', title: 'Blog', description: 'Blog', kind: 'blog', render, posts: [post('a'), post('b')] };
const home: SiteRoute = { path: '/', title: 'Home', description: 'Home', kind: 'home', render };
const facts = (route: SiteRoute): PageFacts => ({ path: route.path, file: `${route.path.slice(1)}index.html`, kind: route.kind, classes: [], inline: { scripts: [], styles: [], styleAttributes: [], dataImages: false }, anchors: [] });

const before = [home, blogList, article('a', ['b']), article('b', ['a']), article('c', ['d']), article('d', ['c'])];
const written = writtenPages(before, before.map(facts), new Map());
const reusedPaths = (routes: SiteRoute[], saved: string[] | undefined) => [...reusablePages(routes, written, saved).keys()].map((index) => routes[index]!.path);

test('a saved post renders its article, the articles that show it and every page that is not an article; the other articles are taken as written', () => {
  assert.deepEqual(reusedPaths(before, [post('a')]), ['/blog/c/', '/blog/d/']);
});

test('an article that stopped showing the saved post renders too: its cards changed', () => {
  const after = [home, blogList, article('a', ['b']), article('b', ['d']), article('c', ['a']), article('d', ['c'])];
  // c shows a now, b showed a before; d shows neither.
  assert.deepEqual(reusedPaths(after, [post('a')]), ['/blog/d/']);
});

test('every page renders when a post came or went, when a saved file is not a post, or with no build to take pages from', () => {
  const withNewPost = [...before, article('e', ['a'])];
  assert.deepEqual(reusedPaths(withNewPost, [post('e')]), [], 'a new post');
  assert.deepEqual(reusedPaths(before.filter((route) => route.path !== '/blog/d/'), [post('d')]), [], 'a post gone');
  assert.deepEqual(reusedPaths(before, undefined), [], 'a saved settings file (no saved posts given)');
  assert.equal(reusablePages(before, undefined, [post('a')]).size, 0, 'the first build');
});
