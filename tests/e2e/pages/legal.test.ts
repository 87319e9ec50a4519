import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts, renderedText } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

// SPEC.md §2 Privacy policy and Terms; §9 Terms: 30 days' notice on price changes, Indiana law, established 2024.
const harness = useSite();

const documents = [
  { path: paths.privacy, title: 'Privacy Policy', sections: 9 },
  { path: paths.terms, title: 'Terms of Service', sections: 12 },
];

for (const document of documents) {
  test(`${document.path}: ${document.sections} numbered sections, last updated January 1, 2024, a Contact us link`, async () => {
    const { page } = await harness.view(document.path);
    assert.equal(await page.title(), `${document.title} | ${site.name}`);
    assert.equal(await renderedText(page.locator('h1')), document.title);
    assert.match(await renderedText(page.locator('#hero')), /Last updated January 1, 2024/);
    assert.equal(await page.locator('#hero time').getAttribute('datetime'), '2024-01-01');
    const headings = await headingTexts(page, 2, 'main article');
    assert.equal(headings.length, document.sections);
    headings.forEach((heading, index) => assert.match(heading, new RegExp(`^${index + 1}\\. \\S`)));
    const contents = await page.locator('main nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.equal(contents.length, document.sections, 'a contents entry per section');
    for (const href of contents) assert.equal(await page.locator(href ?? '#missing').count(), 1, `${href} exists`);
    const contact = page.locator(`main article a[href="${paths.contact}"]`);
    assert.equal(await renderedText(contact), 'Contact us');
  });
}

test('privacy policy: covers the embedded scheduler, cookies and how to exercise your rights', async () => {
  const { page } = await harness.view(paths.privacy);
  const text = (await renderedText(page.locator('main article'))).replace(/\s+/g, ' ');
  assert.ok(text.includes(site.scheduler.origin), 'names the scheduler provider origin');
  assert.match(text, /does not set any cookies of its own/);
  assert.ok(text.includes(site.emails.general), 'says where to send a privacy request');
});

test("terms: 30 days' notice on price changes, Indiana law, established 2024", async () => {
  const { page } = await harness.view(paths.terms);
  const text = (await renderedText(page.locator('main article'))).replace(/\s+/g, ' ');
  assert.match(text, /change our prices by giving you at least 30 days' written notice/);
  assert.match(text, /governed by the laws of the State of Indiana/);
  assert.match(text, /established in 2024/);
});
