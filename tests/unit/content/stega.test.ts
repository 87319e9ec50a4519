import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { contentTokens } from '../../../src/content/contentTokens.ts';
import { line, markdown } from '../../../src/content/fields.ts';
import { stegaMark, withoutStega } from '../../../src/content/stega.ts';
import { validateContent } from '../../../src/content/validateContent.ts';

/** A click-to-edit mark as Decap appends it: invisible characters of @vercel/stega's alphabet. */
const mark = '\u200b\u200c\u200d\ufeff'.repeat(6);
const schema = z.strictObject({ title: line('Title', { max: 12 }), body: markdown('Body'), href: z.string().regex(/^\/[a-z-]*\/$/) });

describe("the editor's click-to-edit marks", () => {
  it('are neither counted nor matched by the checks, and the checked texts carry them again, after each paragraph', () => {
    const checked = validateContent({ title: ` Exactly 12 c${mark}`, body: `First {guaranteeDays} days.${mark}\n\nSecond paragraph here.${mark}`, href: '/pricing/' }, schema, 'x.yml', { ...contentTokens, guaranteeDays: '30' });
    assert.equal(checked.title, `Exactly 12 c${mark}`, 'trimmed, 12 characters, marked');
    assert.equal(checked.body, `First 30 days.${mark}\n\nSecond paragraph here.${mark}`, 'figure filled in, each paragraph marked');
    assert.equal(checked.href, '/pricing/');
  });

  it('leave a real problem reported as it is, and content without marks unchanged', () => {
    assert.throws(() => validateContent({ title: `Thirteen chars${mark}`, body: 'A body long enough to pass.', href: '/pricing/' }, schema, 'x.yml'), /x\.yml: title: must be 2 to 12 characters/);
    const plain = { title: 'Plain title', body: 'A body long enough to pass.', href: '/pricing/' };
    assert.deepEqual(validateContent(plain, schema, 'x.yml'), plain);
    assert.equal(withoutStega(plain).marks.size, 0);
  });

  it('are found in a text, and not in ordinary copy', () => {
    assert.ok(stegaMark.test(`Text${mark}`));
    assert.ok(!stegaMark.test('Ordinary copy, with a zero\u200bwidth space'));
  });
});
