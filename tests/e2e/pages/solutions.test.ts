import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths, servicePath } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

// SPEC.md §2 Solutions: three core pillars and nine portfolio items, named exactly.
const harness = useSite();

test('solutions: the three pillars and the nine portfolio items, named as SPEC.md names them', async () => {
  const { page } = await harness.view(paths.solutions);
  assert.equal(await page.title(), `Solutions: One B2B Revenue Engine | ${site.name}`);
  assert.deepEqual(await headingTexts(page, 3, '#pillars'), [
    'Full-Service Expert Team',
    'Embedded Partnership',
    'Unified Revenue Engine',
  ]);
  assert.deepEqual(await headingTexts(page, 3, '#portfolio'), [
    'Revenue Strategy & Planning',
    'Lead Generation & Qualification',
    'Sales Enablement & Training',
    'Marketing Automation & Tech Stack',
    'Brand Positioning & Messaging',
    'Digital Marketing',
    'GTM Strategy & Execution',
    'CRM Implementation & Management',
    'ABM Strategy & Campaigns',
  ]);
});

test('solutions: each portfolio item links to the service page that delivers it', async () => {
  const { page } = await harness.view(paths.solutions);
  const links = await page
    .locator('#portfolio article')
    .evaluateAll((cards) => cards.map((card) => [card.querySelector('h3')?.textContent, card.querySelector('a')?.getAttribute('href')]));
  assert.deepEqual(Object.fromEntries(links), {
    'Revenue Strategy & Planning': servicePath('revenue-strategy'),
    'Lead Generation & Qualification': servicePath('lead-generation'),
    'Sales Enablement & Training': servicePath('sales-enablement-tools'),
    'Marketing Automation & Tech Stack': servicePath('crm'),
    'Brand Positioning & Messaging': servicePath('fractional-cmo'),
    'Digital Marketing': servicePath('content-digital-marketing'),
    'GTM Strategy & Execution': servicePath('gtm-planning'),
    'CRM Implementation & Management': servicePath('crm'),
    'ABM Strategy & Campaigns': servicePath('sales-strategy'),
  });
  assert.equal(await page.locator(`#hero a[data-booking][href="${paths.booking}"]`).count(), 1);
  assert.equal(await page.locator(`#get-started a[data-booking][href="${paths.booking}"]`).count(), 1);
});
