import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths, servicePath } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts, keyFigures, orderedItems, renderedText } from '../../support/pageContent.ts';
import { serviceBlock } from '../../support/serviceContent.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();

test('revenue strategy: hero with Back to Home, the four key figures and the Book Strategy Consultation trigger', async () => {
  const { page, status, problems } = await harness.view(servicePath('revenue-strategy'));
  assert.equal(status, 200);
  assert.equal(await page.title(), `Revenue Strategy Consulting | ${site.name}`);
  assert.equal(await page.locator('h1').count(), 1);
  assert.equal(await renderedText(page.locator(`#hero a[href="${paths.home}#hero"]`)), 'Back to Home');
  assert.deepEqual(await keyFigures(page, '#hero'), [
    { value: '300%+', label: 'Average revenue growth' },
    { value: '40-60%', label: 'Customer acquisition cost reduction' },
    { value: '25-35%', label: 'Faster sales cycle' },
    { value: '95%+', label: 'Client success rate' },
  ]);
  const consult = page.locator('#hero a[data-booking]');
  assert.equal((await renderedText(consult)).trim(), 'Book Strategy Consultation');
  assert.equal(await consult.getAttribute('href'), paths.booking);
  assert.deepEqual(problems, []);
});

test('revenue strategy: services grid, the three-phase approach with durations, results and Why Choose Us', async () => {
  const { page } = await harness.view(servicePath('revenue-strategy'));
  assert.deepEqual(await headingTexts(page, 3, '#services'), serviceBlock('revenue-strategy', 'services', 'cards').items.map((card) => card.title), 'services grid');
  const phases = await orderedItems(page, '#approach');
  assert.deepEqual(
    phases.map((phase) => phase.title),
    ['Revenue Assessment', 'Strategy Development', 'Implementation & Optimization'],
  );
  for (const [index, duration] of ['2-4 weeks', '3-6 weeks', 'Ongoing'].entries()) {
    assert.ok(phases[index]?.text.includes(duration), `phase ${index + 1} lasts ${duration}`);
  }
  assert.deepEqual(await headingTexts(page, 3, '#results'), serviceBlock('revenue-strategy', 'results', 'cards').items.map((card) => card.title), 'results section');
  assert.deepEqual(await headingTexts(page, 2, '#why-choose-us'), ['Why Choose Us']);
  assert.deepEqual(await headingTexts(page, 3, '#why-choose-us'), serviceBlock('revenue-strategy', 'why-choose-us', 'cards').items.map((card) => card.title));
});

test('revenue strategy: closing CTAs Start Your Revenue Transformation (booking) and Learn More (contact)', async () => {
  const { page } = await harness.view(servicePath('revenue-strategy'));
  const start = page.locator('#get-started a[data-booking]');
  assert.equal((await renderedText(start)).trim(), 'Start Your Revenue Transformation');
  assert.equal(await start.getAttribute('href'), paths.booking);
  const learnMore = page.locator('#get-started a:not([data-booking])');
  // Shows 'Learn More'; screen readers and crawlers hear where it leads.
  const shown = await learnMore.evaluate((link) => {
    const copy = link.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').trim();
  });
  assert.equal(shown, 'Learn More');
  assert.equal(await learnMore.getAttribute('href'), paths.contact);
  assert.match((await learnMore.textContent()) ?? '', /^Learn More about working with our team$/);
});
