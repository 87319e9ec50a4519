import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { relatedness, relatedPosts } from '../../../src/content/blog/related.ts';

const post = (id: number, category: string, tags: string[], date: string) => ({ id, category, tags, date });

test('a shared category outranks shared tags, shared tags outrank recency', () => {
  const subject = post(1, 'Lead Generation', ['Funnel', 'Scoring', 'Smarketing'], '2024-01-01');
  const candidates = [
    post(2, 'GTM Strategy', [], '2025-06-01'), // newest, unrelated
    post(3, 'Sales Strategy', ['Funnel', 'Smarketing'], '2023-01-01'), // two shared tags
    post(4, 'Lead Generation', [], '2022-01-01'), // same category, oldest
    post(5, 'Sales Strategy', ['funnel'], '2024-05-01'), // one shared tag (case-insensitive)
    subject,
  ];
  assert.deepEqual(relatedPosts(subject, candidates).map((candidate) => candidate.id), [4, 3, 5]);
  assert.equal(relatedness(subject, candidates[1]!), 2);
  assert.equal(relatedness(subject, candidates[2]!), 3);
});

test('ties are broken by recency, and a post is never related to itself', () => {
  const subject = post(1, 'GTM Strategy', ['A'], '2024-01-01');
  const candidates = [post(2, 'Other', [], '2023-01-01'), post(3, 'Other', [], '2025-01-01'), post(4, 'Other', [], '2024-06-01'), subject];
  assert.deepEqual(relatedPosts(subject, candidates, 3).map((candidate) => candidate.id), [3, 4, 2]);
});

test('every article of the site gets three related posts, none of them itself', () => {
  for (const current of blogCollection.posts) {
    const related = relatedPosts(current, blogCollection.posts);
    assert.equal(related.length, 3, current.slug);
    assert.ok(related.every((candidate) => candidate.id !== current.id));
  }
});

test('the CMO-vs-agency article is followed by the fractional CMO guide (shared tags)', () => {
  const subject = blogCollection.posts.find((candidate) => candidate.slug === 'fractional-cmo-vs-agency');
  assert.ok(subject);
  assert.equal(relatedPosts(subject, blogCollection.posts)[0]?.slug, 'fractional-cmo-services-complete-guide');
});
