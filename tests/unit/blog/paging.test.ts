import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BLOG_PAGE_SIZE } from '../../../src/content/blog/constants.ts';
import { fillPage, hasMore, nextPage, pageCount, pageItems, pageWindow, visibleAfter } from '../../../src/islands/blog/paging.ts';

test('SPEC.md §9: 6 cards at first, +6 per press', () => {
  assert.equal(BLOG_PAGE_SIZE, 6);
});

test('each press adds a page, up to the total, then the button goes', () => {
  const total = 20;
  const visible = [0, 1, 2, 3, 4].map((presses) => visibleAfter(presses, total, 6));
  assert.deepEqual(visible, [6, 12, 18, 20, 20]);
  assert.deepEqual(visible.map((count) => hasMore(count, total)), [true, true, true, false, false]);
});

test('the site today: 7 grid cards (8 posts minus the featured one) need exactly one press', () => {
  assert.equal(visibleAfter(0, 7, 6), 6);
  assert.ok(hasMore(6, 7));
  assert.equal(visibleAfter(1, 7, 6), 7);
  assert.equal(hasMore(7, 7), false);
});

test('fewer cards than a page: no button at all', () => {
  assert.equal(visibleAfter(0, 4, 6), 4);
  assert.equal(hasMore(4, 4), false);
  assert.equal(pageCount(0, 6), 1);
});

test('the press after n visible cards loads the matching plain page', () => {
  assert.equal(nextPage(6, 6), 2);
  assert.equal(nextPage(12, 6), 3);
  assert.equal(pageCount(7, 6), 2);
  assert.equal(pageCount(999, 6), 167);
  assert.deepEqual(pageItems(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 2, 6), ['g']);
  assert.equal(fillPage('/blog/page/{n}/cards.json', 3), '/blog/page/3/cards.json');
});

test('the pager shows the ends and the neighbourhood of the current page', () => {
  assert.deepEqual(pageWindow(2, 2), [1, 2]);
  assert.deepEqual(pageWindow(7, 20), [1, 'gap', 5, 6, 7, 8, 9, 'gap', 20]);
  assert.deepEqual(pageWindow(4, 20), [1, 2, 3, 4, 5, 6, 'gap', 20]);
  assert.deepEqual(pageWindow(20, 20), [1, 'gap', 18, 19, 20]);
});
