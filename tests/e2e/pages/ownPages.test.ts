/**
 * The site's own pages made of blocks (SPEC.md §2): About, Solutions, Services, Pricing and Contact.
 * What each of them has (its title, a way to book in its hero and in its closing band) is tested once
 * over them all; then each page's sections, with the literals SPEC.md names for it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { ownPage } from '../../../src/content/blockPages.ts';
import { paths, servicePath } from '../../../src/paths.ts';
import { absoluteUrl, site } from '../../../src/site.ts';
import { headingTexts, keyFigures, mainText, orderedItems, renderedText } from '../../support/pageContent.ts';
import { blockWithAnchor } from '../../support/serviceContent.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();

/** Each page's part of the document title, and the section that closes it with a booking trigger. */
const ownPages = [
  { path: paths.about, title: `About ${site.founder.name}`, closing: 'get-started' },
  { path: paths.solutions, title: 'Solutions: One B2B Revenue Engine', closing: 'get-started' },
  { path: paths.services, title: 'Fractional CMO, CSO & Growth Services', closing: 'get-started' },
  { path: paths.pricing, title: 'Pricing: Fractional CMO & CSO Plans', closing: 'custom-solution' },
  { path: paths.contact, title: 'Contact Us', closing: 'get-started' },
];

test('the own pages: their titles, and a booking trigger in the hero and in the closing band', async () => {
  for (const { path, title, closing } of ownPages) {
    const { page } = await harness.view(path);
    assert.equal(await page.title(), `${title} | ${site.name}`);
    assert.equal(await page.locator(`#hero a[data-booking][href="${paths.booking}"]`).count(), 1, `${path}: hero booking trigger`);
    assert.equal(await page.locator(`#${closing} a[data-booking][href="${paths.booking}"]`).count(), 1, `${path}: closing booking trigger`);
  }
});

/** Each card of the section `scope`: its h3, the words its link shows and where it leads. */
async function cardLinks(page: Page, scope: string) {
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

// SPEC.md §2 Founder / About: hero with a back link, an external 'Connect on LinkedIn' link and a
// book-a-call trigger; the named sections; claims 40-60% CAC reduction and 25-35% win-rate improvement.
/** The about page's content, as the owner wrote it. */
const about = { file: ownPage('about').file, blocks: ownPage('about').content.blocks };

test('about: hero with Back to Home and Connect on LinkedIn in a new tab', async () => {
  const { page } = await harness.view(paths.about);
  assert.equal(await renderedText(page.locator(`#hero a[href="${paths.home}#hero"]`)), 'Back to Home');
  const linkedIn = page.locator(`#hero a[href="${site.founder.linkedIn}"]`);
  assert.match(await renderedText(linkedIn), /Connect on LinkedIn/);
  assert.equal(await linkedIn.getAttribute('target'), '_blank');
  assert.equal(await linkedIn.getAttribute('rel'), 'noopener noreferrer');
});

test('about: every section SPEC.md names, in order, with cards where it asks for cards', async () => {
  const { page } = await harness.view(paths.about);
  assert.deepEqual(await headingTexts(page, 2, 'main section:not(#get-started)'), [
    'Who We Are',
    'What We Do',
    'Our Philosophy',
    `About ${site.name}`,
    'Track Record',
    `What Makes ${site.founder.firstName} Different`,
    'Why Partner With Us',
  ]);
  assert.equal(await page.locator('#what-we-do article').count(), blockWithAnchor(about, 'what-we-do', 'cards').items.length, 'What We Do cards');
  assert.equal(await page.locator('#why-partner article').count(), blockWithAnchor(about, 'why-partner', 'cards').items.length, 'Why Partner With Us cards');
  assert.equal(await renderedText(page.locator('#what-makes-different h3')), 'Areas of Expertise');
  assert.deepEqual(await page.locator('#what-makes-different li').allTextContents(), blockWithAnchor(about, 'what-makes-different', 'expertise').areas, 'the list of expertise');
});

test('about: track record cards carry the 40-60% CAC reduction and 25-35% win-rate improvement', async () => {
  const { page } = await harness.view(paths.about);
  const figures = await keyFigures(page, '#track-record');
  assert.ok(figures.some((figure) => figure.value === '40-60%' && /CAC reduction/i.test(figure.label)), JSON.stringify(figures));
  assert.ok(figures.some((figure) => figure.value === '25-35%' && /win-rate improvement/i.test(figure.label)), JSON.stringify(figures));
  assert.ok(figures.some((figure) => figure.value === '15+'));
  assert.match(await mainText(page), /15\+ years/);
});

// SPEC.md §2 Solutions: three core pillars and nine portfolio items, named exactly.
test('solutions: the three pillars and the nine portfolio items, named as SPEC.md names them', async () => {
  const { page } = await harness.view(paths.solutions);
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
  const links = await cardLinks(page, '#portfolio');
  assert.deepEqual(Object.fromEntries(links.map((card) => [card.title, card.href])), {
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
});

// SPEC.md §2 Services overview: 4 core leadership cards with 'Learn More' links; 6 supporting cards
// with 'Explore Service' links; 3 industry cards; a 4-step process; a closing band with a book-a-call
// trigger and a 'Contact Our Team' link to /contact-us.
test('services: 4 core leadership cards, each with a Learn More link to its page', async () => {
  const { page } = await harness.view(paths.services);
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

test('services: the closing band has Contact Our Team → /contact-us/', async () => {
  const { page } = await harness.open(paths.services);
  const band = page.locator('#get-started');
  assert.equal(await renderedText(band.locator(`a[href="${paths.contact}"]`)), 'Contact Our Team');
  await band.locator(`a[href="${paths.contact}"]`).click();
  await page.waitForURL(`**${paths.contact}`);
  assert.equal(new URL(page.url()).pathname, paths.contact);
});

// SPEC.md §2 Pricing and §9 Plans, Add-ons and FAQ facts.
test('pricing: Startup $5,000, Scale $10,000 (Most Popular), Growth $20,000 per month, each with Get Started → booking', async () => {
  const { page } = await harness.view(paths.pricing);
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
  assert.doesNotMatch(await mainText(page), /NaN|undefined/);
});

// SPEC.md §2 Contact: hero; Why Choose Us cards; Get in touch with three cards (action link,
// embedded calendar booking, QR code linking to call booking); Our Office with one address card; CTA band.
test('contact: Why Choose Us with the four named cards linking to their services', async () => {
  const { page } = await harness.view(paths.contact);
  assert.equal(await renderedText(page.locator('#why-choose-us h2')), 'Why Choose Us');
  assert.deepEqual((await cardLinks(page, '#why-choose-us')).map((card) => [card.title, card.href]), [
    ['Fractional CMO', servicePath('fractional-cmo')],
    ['Fractional CSO', servicePath('fractional-cso')],
    ['GTM Planning', servicePath('gtm-planning')],
    ['Sales Support & Enablement', servicePath('sales-support')],
  ]);
});

test('contact: Get in touch has an e-mail link, the embedded scheduler and a QR code, each leading to us', async () => {
  const { page } = await harness.view(paths.contact);
  assert.equal(await renderedText(page.locator('#get-in-touch h2')), 'Get in touch');
  const cards = page.locator('#get-in-touch article');
  assert.equal(await cards.count(), 3);

  const mail = cards.nth(0).locator(`a[href="mailto:${site.emails.general}"]`);
  assert.equal(await renderedText(mail), site.emails.general);

  const frame = cards.nth(1).locator('iframe');
  const frameAddress = new URL((await frame.getAttribute('src')) ?? '');
  assert.equal(`${frameAddress.origin}${frameAddress.pathname}`, site.scheduler.url);
  assert.deepEqual(
    ['utm_source', 'utm_medium', 'utm_content'].map((name) => frameAddress.searchParams.get(name)),
    [new URL(site.url).hostname, 'contact-card', paths.contact],
    'a booking made here names the site, the card and the page',
  );
  assert.equal(await frame.getAttribute('loading'), 'lazy');
  assert.match((await frame.getAttribute('title')) ?? '', new RegExp(site.founder.name));
  assert.equal(await cards.nth(1).locator(`a[href="${paths.booking}"]`).count(), 1, 'booking page link beside the scheduler');

  const qrImage = cards.nth(2).locator(`a[href="${paths.booking}"] svg[role="img"]`);
  assert.equal(await qrImage.count(), 1, 'QR code links to the booking page');
  const label = (await qrImage.getAttribute('aria-label')) ?? '';
  assert.match(label, /QR code/);
  assert.ok(label.includes(absoluteUrl(paths.booking)), `text alternative names where it leads: ${label}`);
  // Named on the link itself too: HTML CodeSniffer's WCAG 2 AA sniffs read no name from an SVG inside a link.
  assert.equal(await cards.nth(2).locator(`a[href="${paths.booking}"]:has(svg[role="img"])`).getAttribute('aria-label'), label);
});

test('contact: the QR code, as rendered, decodes to the absolute booking URL', async () => {
  for (const viewport of ['mobile', 'desktop'] as const) {
    const { page } = await harness.open(paths.contact, viewport);
    const qrImage = page.locator('#get-in-touch svg[role="img"]');
    await qrImage.scrollIntoViewIfNeeded();
    const png = await qrImage.screenshot({ animations: 'disabled' });
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
    assert.ok(decoded, `a QR code is readable at ${viewport} (${info.width}×${info.height} px)`);
    assert.equal(decoded.data, absoluteUrl(paths.booking));
  }
});

test('contact: Our Office shows one Columbus, Indiana address card with a maps link in a new tab', async () => {
  const { page } = await harness.view(paths.contact);
  assert.equal(await renderedText(page.locator('#office h2')), 'Our Office');
  const card = page.locator('#office article');
  assert.equal(await card.count(), 1);
  assert.equal(await renderedText(card.locator('h3')), `${site.office.city}, ${site.office.regionName}`);
  const address = await renderedText(card.locator('address'));
  for (const part of [site.office.street, site.office.city, site.office.postalCode, site.office.country]) {
    assert.ok(address.includes(part), `address shows ${part}`);
  }
  const map = card.locator(`a[href="${site.office.mapUrl}"]`);
  assert.equal(await map.getAttribute('target'), '_blank');
  assert.equal(await map.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await card.locator(`a[href="tel:${site.phone.tel}"]`).count(), 1);
});
