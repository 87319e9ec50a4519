import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { dayOf, formatShortDate } from '../../../src/content/blog/formatDate.ts';
import { BlogContentError } from '../../../src/content/blog/schema.ts';
import { load, postSource, postsFolder, validFields } from './postFixtures.ts';

/** Loads one bad post and returns the build's message, asserting it names the file. */
function failure(files: Record<string, string>): { message: string; dir: string } {
  const dir = postsFolder(files);
  try {
    load(dir);
  } catch (error) {
    assert.ok(error instanceof BlogContentError, `expected BlogContentError, got ${String(error)}`);
    return { message: error.message, dir };
  }
  assert.fail('the collection loaded although a post is invalid');
}

function assertIssue(message: string, file: string, field: string, reason: RegExp) {
  const line = message.split('\n').find((entry) => entry.includes(`${file}: ${field}: `));
  assert.ok(line, `no issue for ${file} / ${field} in:\n${message}`);
  assert.match(line, reason);
}

test('a valid post loads, with its Markdown rendered and its words counted', () => {
  const { fullContent } = load(postsFolder({ 'test-post.md': postSource() }));
  assert.equal(fullContent.length, 1);
  const [post] = fullContent;
  assert.equal(post?.layout, 'markdown');
  assert.ok(post?.layout === 'markdown' && post.html.includes('<h2 id="first-section">First Section</h2>'));
  assert.equal(post?.date, '2024-03-05');
});

test('a missing field names the file, the field and "missing"', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ category: undefined }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'category', /required field is missing/);
});

test('a mistyped field (wrong type) names the field and the expected type', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ id: 'two' }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'id', /must be a whole number, not "two"/);
});

test('a misspelt field name is reported as unknown, not silently ignored', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ categroy: 'Lead Generation' }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'categroy', /unknown field/);
});

test('an unknown category lists the allowed ones', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ category: 'Growth Hacking' }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'category', /unknown category "Growth Hacking"; use one of: Personal Brand, .*Lead Generation/);
});

test('a date that is not a real calendar day fails (YAML would roll 2024-02-30 over to March)', () => {
  for (const date of ['2024-02-30', '2024-02-30T09:00-05:00']) {
    const { message, dir } = failure({ 'test-post.md': postSource({ date }) });
    assertIssue(message, path.join(dir, 'test-post.md'), 'date', new RegExp(`"${date}" is not a real day such as 2026-12-01, nor a day and time such as 2026-12-01T09:00-05:00`));
  }
});

test('a date in another format, or a time without its offset, fails', () => {
  for (const date of ['"January 5, 2024"', '"11/29/2026"', '2024-03-05T09:00']) {
    const { message, dir } = failure({ 'test-post.md': postSource({ date }) });
    assertIssue(message, path.join(dir, 'test-post.md'), 'date', /is not a real day such as 2026-12-01, nor a day and time/);
  }
});

test('a date may be a day with a time and its offset: the post keeps it as written, and readers see its day', () => {
  const [post] = load(postsFolder({ 'test-post.md': postSource({ date: '2024-03-05T09:30-05:00' }) })).fullContent;
  assert.equal(post?.date, '2024-03-05T09:30-05:00');
  assert.equal(formatShortDate(dayOf(post!.date)), 'Mar 5, 2024');
});

test('the last update may not come before the publication day, given with or without a time', () => {
  for (const date of ['2024-03-05', '2024-03-05T23:30-05:00']) {
    const { message, dir } = failure({ 'test-post.md': postSource({ date, updated: '2024-03-04' }) });
    assertIssue(message, path.join(dir, 'test-post.md'), 'updated', /2024-03-04 is before the publication date 2024-03-05/);
    assert.equal(load(postsFolder({ 'test-post.md': postSource({ date, updated: '2024-03-05' }) })).fullContent[0]?.updated, '2024-03-05', 'the same day is fine');
  }
});

test('a post has no "publishAt": its date is when it is published', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ publishAt: "'2024-03-05T09:00-05:00'" }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'publishAt', /unknown field/);
});

test('a read time under 5 or over 15 minutes fails with the allowed range', () => {
  for (const readTime of ['4 min read', '16 min read']) {
    const { message, dir } = failure({ 'test-post.md': postSource({ readTime }) });
    assertIssue(message, path.join(dir, 'test-post.md'), 'readTime', /min is out of range; read times run 5–15 min/);
  }
});

test('a read time that is not "N min read" fails', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ readTime: '"about ten minutes"' }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'readTime', /must look like "7 min read"/);
});

test('a duplicate slug names both sources', () => {
  // File names keep Markdown slugs apart; a post can still collide with a dedicated article.
  const { message, dir } = failure({ 'lean-canvas.md': postSource({ slug: 'lean-canvas' }) });
  assertIssue(message, 'src/content/articles/lean-canvas.yml', 'slug', new RegExp(`/blog/lean-canvas/ is already the address of ${path.join(dir, 'lean-canvas.md')}`));
});

test('a duplicate id names both files', () => {
  const { message, dir } = failure({
    'test-post.md': postSource(),
    'second-post.md': postSource({ slug: 'second-post' }),
  });
  assertIssue(message, path.join(dir, 'test-post.md'), 'id', new RegExp(`101 is already used by ${path.join(dir, 'second-post.md')}`));
});

test('a post cannot reuse the id of a dedicated article (7 and 8)', () => {
  const { message } = failure({ 'test-post.md': postSource({ id: '7' }) });
  assert.match(message, /: id: 7 is already used by /);
});

test('a slug renamed away from the file name (the first URL name) fails unless the old name is kept among the old URL names', () => {
  const { message, dir } = failure({ 'other-name.md': postSource() });
  assertIssue(message, path.join(dir, 'other-name.md'), 'formerSlugs', /the URL name changed from other-name .* to test-post: add other-name to formerSlugs \(Old names in the address\) so \/blog\/other-name\/ still answers; for a page never published, name the file test-post\.md instead/);
  const [renamed] = load(postsFolder({ 'other-name.md': postSource({ formerSlugs: '[other-name]' }) })).fullContent;
  assert.deepEqual([renamed?.slug, renamed?.formerSlugs], ['test-post', ['other-name']]);
});

test('an unknown author fails', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ author: 'Jane Doe' }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'author', /unknown author "Jane Doe"/);
});

test('an image that does not exist under static/ fails', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ image: '/images/blog/missing.jpg' }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'image', /does not exist under static\//);
});

test('a title too long for the document title asks for a short title for the browser tab', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ title: '"A Very Long Title That Cannot Fit In The Browser Tab Title"' }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'title', /the document title allows 37 .*add a "Short title for the browser tab" \(seoTitle\)/);
  assert.doesNotThrow(() => load(postsFolder({ 'test-post.md': postSource({ title: '"A Very Long Title That Cannot Fit In The Browser Tab Title"', seoTitle: '"A Short Title"' }) })));
});

test('an excerpt over 160 characters fails (it is also the meta description)', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({ excerpt: `"${'Long words. '.repeat(15)}"` }) });
  assertIssue(message, path.join(dir, 'test-post.md'), 'excerpt', /keep it to 160/);
});

test('an h1 or a skipped heading level in the body fails', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({}, '# Title Again\n\nText.\n\n## Section\n\n#### Too Deep\n') });
  const file = path.join(dir, 'test-post.md');
  assertIssue(message, file, 'body', /"# Title Again" is a level-1 heading/);
  assert.match(message, /heading "Too Deep" jumps from level 2 to level 4/);
});

test('an empty body fails', () => {
  const { message, dir } = failure({ 'test-post.md': postSource({}, '') });
  assertIssue(message, path.join(dir, 'test-post.md'), 'body', /is empty/);
});

test('broken YAML names the file', () => {
  const { message, dir } = failure({ 'test-post.md': `---\ntitle: "unterminated\nid: 3\n---\n\nBody\n` });
  assertIssue(message, path.join(dir, 'test-post.md'), '(front matter)', /is not valid YAML/);
});

test('every problem of every file is reported at once', () => {
  const { message } = failure({
    'test-post.md': postSource({ category: 'Nope', readTime: '20 min read' }),
    'another-post.md': postSource({ slug: 'another-post', id: '103', date: '2024-13-01' }),
  });
  assert.match(message, /\(3 problems\)/);
  assert.ok(validFields.slug);
});
