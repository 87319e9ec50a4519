import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts, mainText, renderedText } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

// SPEC.md §2 Pricing and §9 Plans, Add-ons and FAQ facts.
const harness = useSite();

test('pricing: Startup $5,000, Scale $10,000 (Most Popular), Growth $20,000 per month, each with Get Started → booking', async () => {
  const { page } = await harness.view(paths.pricing);
  assert.equal(await page.title(), `Pricing: Fractional CMO & CSO Plans | ${site.name}`);
  const plans = page.locator('#plans article');
  assert.equal(await plans.count(), 3);
  const expected = [
    { name: 'Startup', price: '$5,000', popular: false },
    { name: 'Scale', price: '$10,000', popular: true },
    { name: 'Growth', price: '$20,000', popular: false },
  ];
  for (const [index, plan] of expected.entries()) {
    const card = plans.nth(index);
    assert.equal(await renderedText(card.locator('h3')), plan.name);
    const text = await renderedText(card);
    assert.ok(text.includes(plan.price), `${plan.name} shows ${plan.price}`);
    assert.match(text, /\/month/);
    assert.equal(/Most Popular/i.test(text), plan.popular, `${plan.name} badge`);
    const getStarted = card.locator('a', { hasText: 'Get Started' });
    assert.equal(await getStarted.getAttribute('href'), paths.booking);
  }
  assert.ok(await plans.nth(1).getByText('Most Popular').isVisible(), 'the badge is visible');
});

test('pricing: plan features of SPEC.md §9', async () => {
  const { page } = await harness.view(paths.pricing);
  const plans = page.locator('#plans article');
  const startup = await renderedText(plans.nth(0));
  for (const feature of [/marketing strategy/i, /sales process optimization/i, /lead generation setup/i, /monthly .*reviews/i, /email and chat support/i]) {
    assert.match(startup, feature);
  }
  const scale = await renderedText(plans.nth(1));
  for (const feature of [/everything in startup/i, /fractional CMO\/CSO leadership/i, /analytics and reporting/i, /content strategy/i, /sales .*training/i, /competitive analysis/i, /priority support with weekly calls/i]) {
    assert.match(scale, feature);
  }
  const growth = await renderedText(plans.nth(2));
  for (const feature of [/everything in scale/i, /dedicated account management/i, /custom GTM strategy/i, /multi-channel campaigns/i, /automation/i, /team augmentation/i, /24\/7 priority support/i, /specialist consulting/i]) {
    assert.match(growth, feature);
  }
});

test('pricing: Enhanced Services lists the five add-ons with prices, each with Add Service → booking', async () => {
  const { page } = await harness.view(paths.pricing);
  assert.equal(await renderedText(page.locator('#enhanced-services h2')), 'Enhanced Services');
  const addOns = page.locator('#enhanced-services article');
  const expected = [
    ['Content Creation', '$1,500'],
    ['Paid Advertising', '$3,000'],
    ['CRM Integration', '$5,000'],
    ['Sales Development', '$5,000'],
    ['Digital Marketing', '$7,500'],
  ];
  assert.equal(await addOns.count(), expected.length);
  for (const [index, [name, price]] of expected.entries()) {
    const card = addOns.nth(index);
    assert.equal(await renderedText(card.locator('h3')), name);
    assert.ok((await renderedText(card)).includes(`${price}/month`), `${name} costs ${price}/month`);
    assert.equal(await card.locator('a', { hasText: 'Add Service' }).getAttribute('href'), paths.booking);
  }
});

test('pricing: four reasons, six FAQ cards carrying the FAQ facts, and a custom-solution call to action', async () => {
  const { page } = await harness.view(paths.pricing);
  assert.equal((await headingTexts(page, 3, '#why-choose-us')).length, 4);
  assert.equal(await page.locator('#faq article').count(), 6);
  const faq = (await renderedText(page.locator('#faq'))).replace(/\s+/g, ' ');
  for (const fact of [/any time/i, /upgrades take effect immediately/i, /downgrades take effect at the start of your next billing cycle/i, /remotely to clients worldwide/i, /30-day satisfaction guarantee/i, /5-7 business days/i, /all plans include training/i]) {
    assert.match(faq, fact);
  }
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  const faqPage = (jsonLd['@graph'] ?? [jsonLd]).find((entity: { '@type'?: string }) => entity['@type'] === 'FAQPage');
  assert.equal(faqPage?.mainEntity?.length, 6, 'FAQPage structured data lists the six questions');
  assert.match(await renderedText(page.locator('#custom-solution h2')), /custom solution/i);
  assert.equal(await page.locator(`#custom-solution a[data-booking][href="${paths.booking}"]`).count(), 1);
  assert.doesNotMatch(await mainText(page), /NaN|undefined/);
});
