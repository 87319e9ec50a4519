import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countWords, headingSlug, renderMarkdown } from '../../../src/content/blog/markdown.ts';

/** The word the site names tables with, for their screen-reader labels. */
const words = { table: 'Table' };

test('headings get stable ids from their text, unique within the page', () => {
  const { html, headings } = renderMarkdown('## Days 1–30: Diagnose\n\n## Q&A\n\n### Q&A\n\n## Café **Pricing**\n\n## Contact\n\n### 1. Clarity Over Cleverness\n\n## 2024\n', words);
  assert.deepEqual(
    headings.map((heading) => heading.id),
    ['days-1-30-diagnose', 'q-and-a', 'q-and-a-2', 'cafe-pricing', 'contact-section', 'clarity-over-cleverness', 'section-2024'],
  );
  assert.match(html, /<h2 id="cafe-pricing">Café <strong>Pricing<\/strong><\/h2>/);
  // Same text, same id, in every build.
  assert.equal(renderMarkdown('## Days 1–30: Diagnose', words).headings[0]?.id, headingSlug('Days 1–30: Diagnose'));
});

test('external links open in a new tab with rel="noopener noreferrer"; internal links do not', () => {
  const { html } = renderMarkdown('See [HubSpot](https://www.hubspot.com/) and [pricing](/pricing/).', words);
  assert.match(html, /<a target="_blank" rel="noopener noreferrer" href="https:\/\/www\.hubspot\.com\/">HubSpot<\/a>/);
  assert.match(html, /<a href="\/pricing\/">pricing<\/a>/);
});

test('tables scroll inside a labelled, focusable region', () => {
  const { html } = renderMarkdown('| Plan | Price |\n|---|---|\n| Scale | $10,000 |\n', words);
  assert.match(html, /<section class="table-scroll" aria-label="Table 1: Plan, Price" tabindex="0"><table>/);
});

test('words are counted as a reader sees them', () => {
  assert.equal(countWords("Don't count — dashes, but $2M–$50M is one. 3 items"), 9);
});

test('the headings the check reads are the # lines outside fenced code', () => {
  assert.deepEqual(renderMarkdown('## One\n\n```bash\n# a shell comment\n```\n\n### Two ##\n', words).headings, [
    { depth: 2, text: 'One', id: 'one' },
    { depth: 3, text: 'Two', id: 'two' },
  ]);
});

test('each h2 opens a section carrying its word count; the lead before the first h2 stays outside', () => {
  const { html } = renderMarkdown('Opening words here.\n\n## First Part\n\nOne two three.\n\n### Detail\n\n- four [five][ref]\n\n## Second\n\nSix.\n\n[ref]: /pricing/\n', words);
  const sections = [...html.matchAll(/<section data-words="(\d+)">([\s\S]*?)<\/section>/g)];
  assert.deepEqual(
    sections.map(([, words, body]) => [Number(words), body?.match(/<h2 id="([^"]+)"/)?.[1]]),
    [
      [8, 'first-part'],
      [2, 'second'],
    ],
  );
  assert.ok(html.startsWith('<p>Opening words here.</p>'), 'the lead is not wrapped');
  // Reference links resolve across the split.
  assert.match(html, /<a href="\/pricing\/">five<\/a>/);
});
