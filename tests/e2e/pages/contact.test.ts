import assert from 'node:assert/strict';
import { test } from 'node:test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { paths, servicePath } from '../../../src/paths.ts';
import { absoluteUrl, site } from '../../../src/site.ts';
import { headingTexts, renderedText } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

// SPEC.md §2 Contact: hero; Why Choose Us cards; Get in touch with three cards (action link,
// embedded calendar booking, QR code linking to call booking); Our Office with one address card; CTA band.
const harness = useSite();

test('contact: title, one h1, Why Choose Us with the four named cards linking to their services', async () => {
  const { page } = await harness.view(paths.contact);
  assert.equal(await page.title(), `Contact Us | ${site.name}`);
  assert.equal(await page.locator(`#hero a[data-booking][href="${paths.booking}"]`).count(), 1);
  assert.equal(await renderedText(page.locator('#why-choose-us h2')), 'Why Choose Us');
  assert.deepEqual(await headingTexts(page, 3, '#why-choose-us'), [
    'Fractional CMO',
    'Fractional CSO',
    'GTM Planning',
    'Sales Support & Enablement',
  ]);
  const links = await page.locator('#why-choose-us article a').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
  assert.deepEqual(links, [servicePath('fractional-cmo'), servicePath('fractional-cso'), servicePath('gtm-planning'), servicePath('sales-support')]);
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
  assert.equal(await page.locator(`#get-started a[data-booking][href="${paths.booking}"]`).count(), 1, 'CTA band');
});
