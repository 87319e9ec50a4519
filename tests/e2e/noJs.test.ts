/**
 * DESIGN.md §3 "Without JavaScript": every page is complete and readable, cards are visible, and
 * every navigation link is present; the Menu button still opens the drawer (a native dialog).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext } from 'playwright-core';
import { headerDom } from '../../src/components/header/headerDom.ts';
import { paths } from '../../src/paths.ts';
import { bookingLink, primaryLinks, serviceLinks } from '../../src/navigation.ts';
import { templateVisits } from '../support/routeVisits.ts';
import { useSite } from '../support/site.ts';
import { revealDom } from '../../src/components/revealDom.ts';

const harness = useSite();
const navHrefs = [paths.home, ...primaryLinks.map((link) => link.href), ...serviceLinks.map((link) => link.href), bookingLink.href];

/**
 * One browser context for every visit: without JavaScript a page leaves nothing behind (no storage,
 * no cached-font flag) that changes what the next one shows, and a fresh context per visit made
 * this file cost 46 s of CPU against 25 s (each visit then fetched and decoded everything anew).
 */
let scriptless: Promise<BrowserContext> | undefined;

// What shows without a script is the template's doing (its CSS, its disclosures), the same for every
// route it draws: one route of each template (../support/routeVisits.ts).
describe('every page template without JavaScript', { concurrency: 3 }, () => {
  for (const visit of templateVisits) {
    test(`${visit.url}: main content visible, cards shown, every nav link present`, async () => {
      scriptless ??= harness.context('mobile', { javaScriptEnabled: false });
      const page = await (await scriptless).newPage();
      const response = await page.goto(`${harness.origin}${visit.url}`, { waitUntil: 'load' });
      assert.equal(response?.status(), visit.status);
      const main = page.locator('main');
      assert.ok(await main.isVisible(), 'main is visible');
      // Every heading, paragraph and list item shows, but those a closed disclosure folds or the
      // markup hides until a script can make them work (Copy Link).
      const unseen = await main.evaluate((element) =>
        [...element.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li')]
          .filter((block) => !block.closest('details:not([open]), [hidden]') && !block.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .map((block) => `${block.tagName}: ${(block.textContent ?? '').trim().slice(0, 60)}`),
      );
      assert.deepEqual(unseen, [], 'main shows all its text');
      const hidden = await page
        .locator(`[${revealDom.itemAttr}]`)
        .evaluateAll((items) => items.filter((item) => getComputedStyle(item).opacity !== '1').length);
      assert.equal(hidden, 0, 'cards meant to animate in are visible');
      const hrefs = new Set(await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
      assert.deepEqual(
        navHrefs.filter((href) => !hrefs.has(href)),
        [],
        'nav links missing',
      );
      await page.close();
    });
  }
});

test('without JavaScript the Menu button still opens the drawer, and the footer site map holds every header link too', async () => {
  const { page } = await harness.open(paths.pricing, 'mobile', { javaScriptEnabled: false });
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.locator(`#${headerDom.drawerId}`);
  // waitFor cannot poll in a page without JavaScript: poll from here.
  for (let tries = 0; tries < 50 && !(await drawer.isVisible()); tries += 1) await page.waitForTimeout(100);
  assert.equal(await drawer.isVisible(), true, 'the drawer opened');
  assert.ok(page.url().endsWith(paths.pricing), 'and the page stayed where it was');
  const missingFrom = async (selector: string) => {
    const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    return [...primaryLinks, ...serviceLinks].filter((link) => !hrefs.includes(link.href)).map((link) => link.href);
  };
  assert.deepEqual(await missingFrom(`#${headerDom.drawerId} nav a`), []);
  assert.deepEqual(await missingFrom('footer #site-map a, footer nav a'), []);
});
