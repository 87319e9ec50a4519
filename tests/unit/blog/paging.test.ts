import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BLOG_PAGE_SIZE } from '../../../src/content/blog/constants.ts';
import { gridPageCount, gridPagePosts } from '../../../src/content/blog/listing.ts';
import type { BlogPost } from '../../../src/content/blog/loadPosts.ts';
import { pageWindow } from '../../../src/content/blog/paging.ts';

test('SPEC.md §9: 6 cards at first, +6 per press', () => {
  assert.equal(BLOG_PAGE_SIZE, 6);
});

test('the grid splits into pages of 6, the last one holding what is left', () => {
  // The newest post is featured above the grid: n posts make n - 1 grid cards.
  const posts = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }) as BlogPost);
  assert.equal(gridPageCount(posts(8)), 2);
  assert.equal(gridPageCount(posts(1000)), 167);
  assert.equal(gridPageCount(posts(1)), 1, 'a blog of one post still has its index');
});

test('the grid pages hold the posts after the featured one, six a page', () => {
  const posts = Array.from({ length: 8 }, (_, index) => ({ id: index + 1 }) as BlogPost);
  const ids = (page: number) => gridPagePosts(posts, page).map((post) => post.id);
  assert.deepEqual(ids(1), [2, 3, 4, 5, 6, 7]);
  assert.deepEqual(ids(2), [8]);
  assert.deepEqual(ids(3), []);
});

test('the pager shows the ends and the neighbourhood of the current page', () => {
  assert.deepEqual(pageWindow(2, 2), [1, 2]);
  assert.deepEqual(pageWindow(7, 20), [1, 'gap', 5, 6, 7, 8, 9, 'gap', 20]);
  assert.deepEqual(pageWindow(4, 20), [1, 2, 3, 4, 5, 6, 'gap', 20]);
  assert.deepEqual(pageWindow(20, 20), [1, 'gap', 18, 19, 20]);
});
