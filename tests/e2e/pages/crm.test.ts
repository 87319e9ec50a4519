import assert from 'node:assert/strict';
import { test } from 'node:test';
import { servicePath } from '../../../src/paths.ts';
import { headingTexts, keyFigures, renderedText } from '../../support/pageContent.ts';
import { serviceBlock } from '../../support/serviceContent.ts';
import { useSite } from '../../support/site.ts';
import { testProcess, testServicePageBasics } from './serviceAreasPage.ts';

// SPEC.md §2 CRM: four platforms, six services, a 5-step process; stats 95% client satisfaction,
// 10+ years of CRM expertise.
const harness = useSite();
testServicePageBasics(harness, { path: servicePath('crm'), title: 'CRM Integration Services' });
testProcess(harness, servicePath('crm'), 5);

test('crm: 95% client satisfaction and 10+ years of CRM expertise', async () => {
  const { page } = await harness.view(servicePath('crm'));
  assert.deepEqual(await keyFigures(page, '#hero'), [
    { label: 'Client satisfaction', value: '95%' },
    { label: 'Years of CRM expertise', value: '10+' },
  ]);
});

test('crm: four platforms, each described with what we set up, reached from the hero link', async () => {
  const { page } = await harness.open(servicePath('crm'));
  assert.deepEqual(await headingTexts(page, 3, '#platforms'), ['HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM']);
  const platforms = page.locator('#platforms article');
  for (const [index, platform] of serviceBlock('crm', 'platforms', 'cards').items.entries()) {
    assert.deepEqual(await platforms.nth(index).locator('li').allTextContents(), platform.features ?? [], `${platform.title}: what we set up`);
  }
  await page.locator(`#hero a[href="${servicePath('crm')}#platforms"]`).click();
  await page.waitForFunction(() => {
    const top = document.getElementById('platforms')?.getBoundingClientRect().top ?? -1;
    return location.hash === '#platforms' && top >= 0 && top < window.innerHeight / 2;
  });
});

test('crm: six services, each with a description and what it includes', async () => {
  const { page } = await harness.view(servicePath('crm'));
  assert.equal(await renderedText(page.locator('#services h2')), 'Our CRM Services');
  const expected = serviceBlock('crm', 'services', 'cards').items;
  assert.equal(expected.length, 6, 'SPEC.md: six services');
  assert.deepEqual(await headingTexts(page, 3, '#services'), expected.map((service) => service.title));
  const services = page.locator('#services article');
  for (const [index, service] of expected.entries()) {
    assert.equal(await renderedText(services.nth(index).locator('p').first()), service.description);
    assert.deepEqual(await services.nth(index).locator('li').allTextContents(), service.features ?? [], `${service.title}: what it includes`);
  }
});
