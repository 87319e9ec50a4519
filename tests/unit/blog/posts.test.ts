import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths, servicePath } from '../../../src/paths.ts';
import { services } from '../../../src/content/services.ts';
import { blogCollection, fallbackPost } from '../../../src/content/blog/collection.ts';
import { WORDS_PER_MINUTE } from '../../../src/content/blog/constants.ts';
import { site } from '../../../src/site.ts';

/** SPEC.md §3: the eight posts, newest first. */
const specPosts = [
  [8, 'fractional-cmo-vs-agency', 'Revenue Strategy', '2025-10-14'],
  [7, 'lean-canvas', 'Business Strategy', '2025-10-09'],
  [1, 'simplify-personal-brand-journey-philosophy', 'Personal Brand', '2024-01-20'],
  [2, 'fractional-cmo-services-complete-guide', 'Fractional CMO', '2024-01-10'],
  [3, 'marketing-analytics-key-metrics-tracking', 'Marketing Analytics', '2024-01-05'],
  [4, 'sales-enablement-best-practices-growing-teams', 'Sales Strategy', '2023-12-28'],
  [5, 'gtm-planning-product-launch-success', 'GTM Strategy', '2023-12-20'],
  [6, 'lead-generation-funnel-high-converting', 'Lead Generation', '2023-12-15'],
] as const;

test('the eight posts of SPEC.md §3, with their ids, slugs, categories and dates, newest first', () => {
  assert.deepEqual(
    blogCollection.posts.map((post) => [post.id, post.slug, post.category, post.date]),
    specPosts.map((entry) => [...entry]),
  );
});

test('posts 1 to 6 are Markdown; 7 and 8 have dedicated layouts', () => {
  assert.deepEqual(blogCollection.fullContent.map((post) => post.id), [1, 2, 3, 4, 5, 6]);
  const layouts = Object.fromEntries(blogCollection.posts.map((post) => [post.id, post.layout]));
  assert.equal(layouts[7], 'lean-canvas');
  assert.equal(layouts[8], 'cmo-vs-agency');
  assert.equal(fallbackPost.slug, 'simplify-personal-brand-journey-philosophy');
});

test('every post is signed by the founder and has views and likes', () => {
  for (const post of blogCollection.posts) {
    assert.equal(post.author, site.founder.name);
    assert.match(post.views, /^\d{1,3}(,\d{3})*$/);
    assert.match(post.likes, /^\d{1,3}(,\d{3})*$/);
  }
});

/** How far a post's length may stray from its stated read time. */
const READ_TIME_TOLERANCE = 0.3;

/** Minutes of a `readTime` such as '7 min read' (the schema holds every post to that form). */
const readTimeMinutes = (readTime: string) => Number(/^(\d+) min read$/.exec(readTime)?.[1]);

test(`every body fits its read time at ${WORDS_PER_MINUTE} words a minute (±${READ_TIME_TOLERANCE * 100} %)`, () => {
  for (const post of blogCollection.posts) {
    const expected = readTimeMinutes(post.readTime) * WORDS_PER_MINUTE;
    const ratio = post.wordCount / expected;
    assert.ok(
      Math.abs(ratio - 1) <= READ_TIME_TOLERANCE,
      `${post.slug}: ${post.wordCount} words is ${(post.wordCount / WORDS_PER_MINUTE).toFixed(1)} min at ${WORDS_PER_MINUTE} wpm, stated ${post.readTime}`,
    );
  }
});

test('internal links in post bodies point at pages of the site, in served (trailing-slash) form', () => {
  const known = new Set<string>([...Object.values(paths), ...services.map((service) => servicePath(service.slug)), ...blogCollection.posts.map((post) => `${paths.blog}${post.slug}/`)]);
  for (const post of blogCollection.fullContent) {
    for (const [, href = ''] of post.html.matchAll(/href="(\/[^"#]*)/g)) {
      assert.ok(known.has(href), `${post.slug} links to ${href}`);
    }
  }
});
