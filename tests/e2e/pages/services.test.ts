import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths, servicePath } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts, orderedItems, renderedText } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

// SPEC.md §2 Services overview: 4 core leadership cards with 'Learn More' links; 6 supporting cards
// with 'Explore Service' links; 3 industry cards; a 4-step process; a closing band with a book-a-call
// trigger and a 'Contact Our Team' link to /contact-us.
const harness = useSite();

async function cardLinks(page: import('playwright-core').Page, scope: string) {
  return page.locator(`${scope} article`).evaluateAll((cards) =>
    cards.map((card) => {
      const link = card.querySelector('a');
      return {
        title: (card.querySelector('h3')?.textContent ?? '').trim(),
        label: (link?.firstChild?.textContent ?? '').trim(),
        href: link?.getAttribute('href'),
      };
    }),
  );
}

test('services: 4 core leadership cards, each with a Learn More link to its page', async () => {
  const { page } = await harness.view(paths.services);
  assert.equal(await page.title(), `Fractional CMO, CSO & Growth Services | ${site.name}`);
  assert.deepEqual(await cardLinks(page, '#core-services'), [
    { title: 'Fractional CMO', label: 'Learn More', href: servicePath('fractional-cmo') },
    { title: 'Fractional CSO', label: 'Learn More', href: servicePath('fractional-cso') },
    { title: 'GTM Planning', label: 'Learn More', href: servicePath('gtm-planning') },
    { title: 'Revenue Strategy', label: 'Learn More', href: servicePath('revenue-strategy') },
  ]);
});

test('services: 6 supporting cards with Explore Service links, 3 industries and the 4-step process', async () => {
  const { page } = await harness.view(paths.services);
  assert.deepEqual(await cardLinks(page, '#supporting-services'), [
    { title: 'Lead Generation', label: 'Explore Service', href: servicePath('lead-generation') },
    { title: 'Sales Enablement', label: 'Explore Service', href: servicePath('sales-enablement-tools') },
    { title: 'Sales Support', label: 'Explore Service', href: servicePath('sales-support') },
    { title: 'Marketing Analytics', label: 'Explore Service', href: servicePath('marketing-analytics') },
    { title: 'Digital Marketing', label: 'Explore Service', href: servicePath('content-digital-marketing') },
    { title: 'CRM Integration', label: 'Explore Service', href: servicePath('crm') },
  ]);
  assert.deepEqual(await headingTexts(page, 3, '#industries'), ['Tech', 'Services', 'E-commerce & Retail']);
  const steps = await orderedItems(page, '#process');
  assert.deepEqual(
    steps.map((step) => step.title.replace(/^Step \d+: /, '')),
    ['Discovery & Assessment', 'Strategy Development', 'Implementation', 'Optimization'],
  );
});

test('services: the closing band has a booking trigger and Contact Our Team → /contact-us/', async () => {
  const { page } = await harness.open(paths.services);
  const band = page.locator('#get-started');
  assert.equal(await band.locator(`a[data-booking][href="${paths.booking}"]`).count(), 1);
  assert.equal(await renderedText(band.locator(`a[href="${paths.contact}"]`)), 'Contact Our Team');
  await band.locator(`a[href="${paths.contact}"]`).click();
  await page.waitForURL(`**${paths.contact}`);
  assert.equal(new URL(page.url()).pathname, paths.contact);
});
