import assert from 'node:assert/strict';
import { test } from 'node:test';
import { servicePath } from '../../../src/paths.ts';
import { headingTexts, renderedText, renderedTexts } from '../../support/pageContent.ts';
import { serviceBlock } from '../../support/serviceContent.ts';
import { describeServiceAreasPage } from './serviceAreasPage.ts';

// SPEC.md §2 Sales Support: Full Cycle Sales Support; Field Sales (currently limited to the USA);
// Channel Sales & Partner Management; three reasons to choose it.
const harness = describeServiceAreasPage({
  path: servicePath('sales-support'),
  title: 'B2B Sales Support Services',
  overview: 'services',
  areas: [
    { title: 'Full Cycle Sales Support', anchor: 'full-cycle-sales' },
    { title: 'Field Sales', anchor: 'field-sales' },
    { title: 'Channel Sales & Partner Management', anchor: 'channel-sales' },
  ],
  steps: 4,
});

test('sales support: field sales says clearly, on its card and in its section, that it is limited to the USA', async () => {
  const { page } = await harness.view(servicePath('sales-support'));
  const card = page.locator('#services article', { hasText: 'Field Sales' });
  assert.match(await renderedText(card), /Currently limited to the USA\./);
  assert.match(await renderedText(page.locator('#field-sales')), /Field sales is currently limited to the USA\./);
});

test('sales support: three reasons to choose it', async () => {
  const { page } = await harness.view(servicePath('sales-support'));
  assert.equal(await renderedText(page.locator('#why-choose h2')), 'Why Choose Our Sales Support');
  const written = serviceBlock('sales-support', 'why-choose', 'cards').items;
  assert.equal(written.length, 3, 'SPEC.md: three reasons');
  assert.deepEqual(await headingTexts(page, 3, '#why-choose'), written.map((reason) => reason.title));
  assert.deepEqual(await renderedTexts(page.locator('#why-choose article p')), written.map((reason) => reason.description), 'each reason explained');
});
