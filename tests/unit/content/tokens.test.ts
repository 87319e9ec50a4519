import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ContentError } from '../../../src/content/contentIssues.ts';
import { contentTokens } from '../../../src/content/contentTokens.ts';
import { fillTokens, tokenIssues } from '../../../src/content/tokens.ts';
import { validateContent } from '../../../src/content/validateContent.ts';
import { site } from '../../../src/site.ts';
import { z } from 'zod';

describe('figures in braces, in any content file', () => {
  it('fill in from the settings and the pricing, in every string however deep', () => {
    const filled = fillTokens({ hero: { lead: 'Results in {daysToFirstResults} days from {siteName}.' }, cards: [{ text: 'From {startingPrice} a month' }], count: 3 }, contentTokens);
    assert.deepEqual(filled, {
      hero: { lead: `Results in ${site.claims.daysToFirstResults} days from ${site.name}.` },
      cards: [{ text: 'From $5,000 a month' }],
      count: 3,
    });
  });

  it('name the file and field of an unknown figure and of a stray brace', () => {
    assert.deepEqual(tokenIssues({ sections: [{ title: 'A {guaranteeDays}-day promise' }, { title: 'Within {firstResults} days', intro: 'A } alone' }] }, 'pages/home.yml'), [
      { file: 'pages/home.yml', field: 'sections.1.title', reason: `{firstResults} is not a figure the site knows; use one of ${Object.keys(contentTokens).map((name) => `{${name}}`).join(', ')}` },
      { file: 'pages/home.yml', field: 'sections.1.intro', reason: 'has a brace that is not around a figure such as {guaranteeDays}' },
    ]);
  });

  it('are checked with the schema, all problems at once', () => {
    const schema = z.strictObject({ title: z.string().min(5, { error: 'must be a title' }), lead: z.string() });
    assert.throws(
      () => validateContent({ title: 'Hi', lead: 'In {days} days' }, schema, 'pages/x.yml'),
      (error: unknown) =>
        error instanceof ContentError &&
        error.issues.map((issue) => `${issue.field}: ${issue.reason.split(';')[0]}`).join('\n') === 'lead: {days} is not a figure the site knows\ntitle: must be a title',
    );
  });
});
