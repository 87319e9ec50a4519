import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BLOG_PAGE_SIZE } from '../../../src/content/blog/constants.ts';
import { pageCount, pageItems, pageWindow } from '../../../src/content/blog/paging.ts';

test('SPEC.md §9: 6 cards at first, +6 per press', () => {
  assert.equal(BLOG_PAGE_SIZE, 6);
});

test('the grid splits into pages of 6, the last one holding what is left', () => {
  assert.equal(pageCount(7, 6), 2);
  assert.equal(pageCount(999, 6), 167);
  assert.equal(pageCount(0, 6), 1, 'an empty blog still has its index');
  assert.deepEqual(pageItems(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 1, 6), ['a', 'b', 'c', 'd', 'e', 'f']);
  assert.deepEqual(pageItems(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 2, 6), ['g']);
  assert.deepEqual(pageItems(['a', 'b'], 2, 6), []);
});

test('the pager shows the ends and the neighbourhood of the current page', () => {
  assert.deepEqual(pageWindow(2, 2), [1, 2]);
  assert.deepEqual(pageWindow(7, 20), [1, 'gap', 5, 6, 7, 8, 9, 'gap', 20]);
  assert.deepEqual(pageWindow(4, 20), [1, 2, 3, 4, 5, 6, 'gap', 20]);
  assert.deepEqual(pageWindow(20, 20), [1, 'gap', 18, 19, 20]);
});
