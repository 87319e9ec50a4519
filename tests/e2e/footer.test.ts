/**
 * SPEC.md "Shared chrome" footer: links (home with #hero), an element with id contact, both
 * e-mails, the phone, the postal address, LinkedIn and Twitter in a new tab, privacy and terms,
 * and the copyright year from the visitor's current date.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../src/paths.ts';
import { site } from '../../src/site.ts';
import { useSite } from '../support/site.ts';
import { renderedText } from '../support/pageContent.ts';
import { pageDom } from '../../src/components/pageDom.ts';

const harness = useSite();

test('footer: site links, contact data, social profiles in a new tab, legal links', async () => {
  const { page } = await harness.open(paths.contact, 'mobile');
  const footer = page.locator('footer');
  const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const href of [`${paths.home}#hero`, paths.solutions, paths.blog, paths.about, paths.contact, paths.privacy, paths.terms]) {
    assert.ok(hrefs.includes(href), `footer links ${href}`);
  }
  const contact = footer.locator('#contact');
  assert.equal(await contact.count(), 1);
  const contactHrefs = await contact.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.deepEqual(contactHrefs, [`mailto:${site.emails.general}`, `mailto:${site.emails.founder}`, `tel:${site.phone.tel}`]);
  const address = (await renderedText(contact.locator('address'))).replace(/\s+/g, ' ');
  for (const part of [site.office.street, site.office.city, site.office.postalCode]) assert.ok(address.includes(part), `address shows ${part}`);
  for (const profile of [site.social.linkedIn, site.social.twitter]) {
    const link = footer.locator(`a[href="${profile}"]`);
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    assert.match((await link.getAttribute('aria-label')) ?? '', /new tab/);
  }
});

test('footer: the copyright year follows the visitor’s clock, not the build date', async () => {
  const context = await harness.context('desktop');
  await context.addInitScript(() => {
    const RealDate = Date;
    // A visitor in 2031: only `new Date()` without arguments is moved.
    globalThis.Date = class extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super('2031-03-01T12:00:00Z');
        else super(...(args as [string]));
      }
    } as DateConstructor;
  });
  const page = await context.newPage();
  await page.goto(`${harness.origin}${paths.pricing}`);
  await page.waitForFunction((attr) => document.querySelector(`[${attr}]`)?.textContent === '2031', pageDom.currentYearAttr);
  assert.match(await renderedText(page.locator('footer')), /© 2031 Hale Growth Partners/);
});
