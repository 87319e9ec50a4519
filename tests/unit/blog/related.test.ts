import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { relatedPosts } from '../../../src/content/blog/related.ts';

const post = (id: number, category: string, tags: string[], date: string) => ({ id, category, tags, date });

/** The definition the index must agree with: 3 for the same category, plus 1 per shared tag, case aside. */
function relatedness(subject: ReturnType<typeof post>, candidate: ReturnType<typeof post>): number {
  const tags = new Set(subject.tags.map((tag) => tag.toLowerCase()));
  return candidate.tags.filter((tag) => tags.has(tag.toLowerCase())).length + (candidate.category === subject.category ? 3 : 0);
}

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

/** What the index must pick: every candidate scored, best `count` by score, then newest. */
function relatedByScoringAll<P extends ReturnType<typeof post>>(subject: P, candidates: readonly P[], count: number): number[] {
  return candidates
    .filter((candidate) => candidate.id !== subject.id)
    .map((candidate) => ({ candidate, score: relatedness(subject, candidate) }))
    .sort((a, b) => b.score - a.score || b.candidate.date.localeCompare(a.candidate.date) || b.candidate.id - a.candidate.id)
    .slice(0, count)
    .map(({ candidate }) => candidate.id);
}

test('the category and tag index picks exactly what scoring every candidate picks', () => {
  // A seeded generator: the same 600 posts every run, with few categories and tags so ties abound.
  let seed = 7;
  const random = (below: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % below);
  const categories = ['A', 'B', 'C', 'D'];
  const tagPool = ['x', 'y', 'z', 'w', 'v', 'X', 'u'];
  const candidates = Array.from({ length: 600 }, (_, index) =>
    post(
      index + 1,
      categories[random(categories.length)]!,
      Array.from({ length: random(4) }, () => tagPool[random(tagPool.length)]!),
      `20${10 + random(15)}-0${1 + random(9)}-1${random(10)}`,
    ),
  );
  for (const subject of candidates) {
    for (const count of [1, 3, 7]) {
      assert.deepEqual(relatedPosts(subject, candidates, count).map((candidate) => candidate.id), relatedByScoringAll(subject, candidates, count), `post ${subject.id}, ${count}`);
    }
  }
  const outsider = post(9999, 'Z', ['none'], '2030-01-01');
  assert.deepEqual(relatedPosts(outsider, candidates).map((candidate) => candidate.id), relatedByScoringAll(outsider, candidates, 3));
});
