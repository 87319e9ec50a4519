import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths, servicePath } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts, mainText, renderedText } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();

test('sales strategy: hero, four foundation services, three approach cards and eight strategy components', async () => {
  const { page, status, problems } = await harness.view(servicePath('sales-strategy'));
  assert.equal(status, 200);
  assert.equal(await page.title(), `B2B Sales Strategy Consulting | ${site.name}`);
  assert.equal(await page.locator('h1').count(), 1);
  assert.equal(await renderedText(page.locator(`#hero a[href="${paths.home}#hero"]`)), 'Back to Home');
  assert.deepEqual(await headingTexts(page, 3, '#foundation'), [
    'Sales Process Design',
    'Sales Team Structure',
    'Sales Playbook Development',
    'Pipeline Management & Forecasting',
  ]);
  assert.equal((await headingTexts(page, 3, '#approach')).length, 3);
  assert.deepEqual(await headingTexts(page, 3, '#components'), [
    'Ideal Customer Profile',
    'Value Proposition & Messaging',
    'Sales Methodology',
    'Territory & Account Planning',
    'Compensation & Incentives',
    'Sales Technology Stack',
    'KPIs & Forecasting',
    'Sales & Marketing Alignment',
  ]);
  const text = await mainText(page);
  for (const claim of ['15+ years', '90 days', '30-day satisfaction guarantee']) {
    assert.ok(text.includes(claim), `claim "${claim}" is on the page`);
  }
  assert.deepEqual(problems, []);
});

test('sales strategy: booking triggers in hero and closing band, and a link on to the Fractional CSO page', async () => {
  const { page } = await harness.view(servicePath('sales-strategy'));
  for (const scope of ['#hero', '#get-started']) {
    assert.equal(await page.locator(`${scope} a[data-booking]`).getAttribute('href'), paths.booking, scope);
  }
  assert.equal(await page.locator('#get-started a:not([data-booking])').getAttribute('href'), servicePath('fractional-cso'));
});
