/**
 * SPEC.md "Shared chrome": the mobile drawer (open, overlay, scroll lock, focus trap, Escape,
 * focus return, Services toggle, Get in touch, booking) and the desktop Services dropdown (hover,
 * keyboard, scrollable, closes on link click), used as a visitor would.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../src/paths.ts';
import { bookingLink, primaryLinks, serviceLinks } from '../../src/navigation.ts';
import { site } from '../../src/site.ts';
import { liveIsland, untilLive, wakeIsland } from '../support/islands.ts';
import { useSite } from '../support/site.ts';

const harness = useSite();

const menuButton = (page: Page) => page.locator('header button[aria-controls="site-drawer"]');
const drawer = (page: Page) => page.locator('#site-drawer');
const servicesLink = (page: Page) => page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Services', exact: true });
const servicesToggle = (page: Page) => page.locator('header button[aria-controls="services-menu"]');

const hydrated = (page: Page) => wakeIsland(page, 'header');

/** Whether the drawer panel sits inside the viewport, flush with its right edge. */
async function drawerOnScreen(page: Page): Promise<boolean> {
  return drawer(page).evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && Math.abs(box.right - innerWidth) < 1;
  });
}

async function waitForDrawer(page: Page, open: boolean): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const panel = document.getElementById('site-drawer');
      if (!panel) return false;
      // Wait for the slide to finish: fully in, or out and no longer laid out at all.
      if (!wanted) return panel.getClientRects().length === 0;
      const box = panel.getBoundingClientRect();
      return box.left >= 0 && Math.abs(box.right - innerWidth) < 1;
    },
    open,
  );
}

/**
 * Clicks the menu button where it is, as a finger or mouse would: Playwright's own click first
 * scrolls the element "into view", which moves a scrolled page under a sticky header.
 */
async function pressMenuButton(page: Page, how: 'mouse' | 'touch' = 'mouse'): Promise<void> {
  const box = await menuButton(page).or(page.locator('header [data-hydrate-replay="menu"]')).first().boundingBox();
  assert.ok(box, 'the menu button is on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (how === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

async function activeInsideDrawer(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('#site-drawer')));
}

test('mobile: the menu button opens the right-side drawer with every link, Get in touch and the booking button', async () => {
  const { page, problems } = await harness.open(paths.pricing, 'mobile');
  await hydrated(page);
  const button = menuButton(page);
  assert.equal(await button.getAttribute('aria-expanded'), 'false');
  // Closed, neither the drawer nor its overlay is laid out, so they cost a page load nothing.
  for (const closed of [drawer(page), page.locator('[data-open][aria-hidden="true"]').first()]) {
    assert.equal(await closed.evaluate((element) => element.getClientRects().length), 0);
  }
  await button.click();
  await waitForDrawer(page, true);
  assert.equal(await button.getAttribute('aria-expanded'), 'true');
  assert.ok(await drawerOnScreen(page));
  assert.ok(await page.locator('[data-open="true"][aria-hidden="true"]').first().isVisible(), 'the dimmed overlay shows');
  assert.ok(await activeInsideDrawer(page), 'focus moves into the drawer');

  const panel = drawer(page);
  const hrefs = await panel.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const link of [...primaryLinks, bookingLink]) assert.ok(hrefs.includes(link.href), `drawer links ${link.href}`);
  for (const email of [site.emails.general, site.emails.founder]) assert.ok(hrefs.includes(`mailto:${email}`), email);
  assert.ok(hrefs.includes(`tel:${site.phone.tel}`));
  assert.ok(await panel.getByRole('heading', { name: 'Get in touch' }).isVisible());
  assert.ok(await panel.getByRole('link', { name: bookingLink.name }).isVisible());

  // Services expand with their own toggle, showing the 11 service pages in the spec's labels.
  const services = panel.locator('#drawer-services');
  assert.equal(await services.isVisible(), false);
  const toggle = panel.locator('button[aria-controls="drawer-services"]');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
  assert.deepEqual(
    await services.locator('a').evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])),
    serviceLinks.map((link) => [link.name, link.href]),
  );
  await toggle.click();
  assert.equal(await services.isVisible(), false);
  assert.deepEqual(problems, []);
});

test('mobile: page scrolling is locked while the drawer is open and restored after', async () => {
  const { page } = await harness.open(paths.services, 'mobile');
  await hydrated(page);
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => scrollY > 0);
  const before = await page.evaluate(() => scrollY);
  await pressMenuButton(page);
  await waitForDrawer(page, true);
  // Wheel over the page beside the drawer: the page must not move.
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => scrollY), before, 'page did not scroll under the drawer');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
  await page.keyboard.press('Escape');
  await waitForDrawer(page, false);
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
  await page.mouse.wheel(0, 400);
  await page.waitForFunction((start) => scrollY > start, before);
});

test('mobile: focus is trapped in the drawer; Escape closes it and focus returns to the menu button', async () => {
  const { page } = await harness.open(paths.home, 'mobile');
  await hydrated(page);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await waitForDrawer(page, true);
  const focusable = await drawer(page).evaluate(
    (panel) => [...panel.querySelectorAll('a[href], button')].filter((element) => (element as HTMLElement).getClientRects().length > 0).length,
  );
  for (let step = 0; step < focusable + 2; step += 1) {
    await page.keyboard.press('Tab');
    assert.ok(await activeInsideDrawer(page), `Tab ${step + 1} stays in the drawer`);
  }
  for (let step = 0; step < focusable + 2; step += 1) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await activeInsideDrawer(page), `Shift+Tab ${step + 1} stays in the drawer`);
  }
  await page.keyboard.press('Escape');
  await waitForDrawer(page, false);
  assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
  assert.ok(await menuButton(page).evaluate((button) => button === document.activeElement), 'focus is back on the menu button');
  assert.equal(await drawer(page).evaluate((panel) => panel.hasAttribute('inert')), true, 'the closed drawer is out of the tab order');
});

test('mobile: the overlay and the close button close the drawer', async () => {
  const { page } = await harness.open(paths.about, 'mobile');
  await hydrated(page);
  await menuButton(page).click();
  await waitForDrawer(page, true);
  await page.mouse.click(15, 420);
  await waitForDrawer(page, false);
  await menuButton(page).click();
  await waitForDrawer(page, true);
  await drawer(page).getByRole('button', { name: 'Close menu' }).click();
  await waitForDrawer(page, false);
  assert.ok(await menuButton(page).evaluate((button) => button === document.activeElement));
});

test('mobile: following a drawer link closes the drawer and navigates', async () => {
  const { page } = await harness.open(paths.home, 'mobile');
  await hydrated(page);
  await menuButton(page).click();
  await waitForDrawer(page, true);
  await drawer(page).locator('button[aria-controls="drawer-services"]').click();
  await drawer(page).getByRole('link', { name: 'CRM Integration' }).click();
  await page.waitForURL(`**${paths.crm}`);
  await hydrated(page);
  assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
  assert.equal(await drawerOnScreen(page), false);
  // Coming back through the back/forward cache must not bring the drawer back open.
  await page.goBack();
  await page.waitForURL(`**${paths.home}`);
  await hydrated(page);
  assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
});

test('mobile: a tap on the menu button before the header hydrates still opens the drawer', async () => {
  const context = await harness.context('mobile', { hasTouch: true, isMobile: true });
  const page = await context.newPage();
  // Hold React back so the tap surely comes first.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (!route.request().url().includes('/assets/main')) await held;
    await route.continue();
  });
  await page.goto(`${harness.origin}${paths.contact}`, { waitUntil: 'domcontentloaded' });
  await page.locator('header [data-hydrate-replay="menu"]').waitFor();
  assert.equal(await liveIsland(page, 'header').count(), 0, 'tapped before hydration');
  await pressMenuButton(page, 'touch');
  release();
  await waitForDrawer(page, true);
  assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'true');
  assert.ok(page.url().endsWith(paths.contact), 'the tap opened the drawer instead of jumping to the site map');
});

test('phone: the first touch anywhere on the page (a scroll, a tap on text) brings the header alive before its menu is tapped', async () => {
  const context = await harness.context('mobile', { hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(`${harness.origin}${paths.pricing}`, { waitUntil: 'networkidle' });
  assert.equal(await liveIsland(page, 'header').count(), 0, 'nothing has touched the page yet');
  const text = await page.locator('main p').first().boundingBox();
  assert.ok(text, 'the first paragraph is on screen');
  await page.touchscreen.tap(text.x + 4, text.y + text.height / 2);
  await untilLive(page, 'header');
  assert.ok(page.url().endsWith(paths.pricing), 'the touch on text went nowhere');
});

test('desktop: hovering Services opens a scrollable dropdown of the 11 service pages; leaving closes it', async () => {
  const { page, problems } = await harness.open(paths.home, 'desktop');
  await hydrated(page);
  const menu = page.locator('#services-menu');
  assert.equal(await menu.isVisible(), false);
  await servicesLink(page).hover();
  await menu.waitFor({ state: 'visible' });
  assert.deepEqual(
    await menu.locator('a').evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])),
    serviceLinks.map((link) => [link.name, link.href]),
  );
  assert.equal(await menu.evaluate((list) => getComputedStyle(list).overflowY), 'auto', 'the dropdown scrolls when it is taller than the screen');
  assert.equal(await servicesToggle(page).getAttribute('aria-expanded'), 'true');
  await page.mouse.move(640, 600);
  await menu.waitFor({ state: 'hidden' });
  assert.deepEqual(problems, []);
});

test('desktop: hovering Services before the header is live opens the dropdown, and it stays open as the header hydrates', async () => {
  const { page, problems } = await harness.open(paths.about, 'desktop');
  assert.equal(await liveIsland(page, 'header').count(), 0, 'hovered before hydration');
  const menu = page.locator('#services-menu');
  // The pointer arriving is what wakes the header.
  await servicesLink(page).hover();
  await menu.waitFor({ state: 'visible' });
  await untilLive(page, 'header');
  assert.equal(await menu.isVisible(), true, 'still open once live');
  assert.equal(await servicesToggle(page).getAttribute('aria-expanded'), 'true');
  await page.mouse.move(640, 600);
  await menu.waitFor({ state: 'hidden' });
  assert.deepEqual(problems, []);
});

test('mobile: keyboard focus on the menu control before hydration stays on it as it turns into a button, and Enter opens the drawer', async () => {
  const { page, problems } = await harness.open(paths.services, 'mobile');
  const early = page.locator('header a[data-hydrate-replay="menu"]');
  await early.focus();
  await untilLive(page, 'header');
  assert.ok(await menuButton(page).evaluate((button) => button === document.activeElement), 'focus moved to the live button');
  await page.keyboard.press('Enter');
  await waitForDrawer(page, true);
  assert.ok(await activeInsideDrawer(page), 'the open drawer takes focus');
  assert.deepEqual(problems, []);
});

test('desktop: keyboard focus opens the Services dropdown, Tab walks its links, Escape closes it', async () => {
  const { page } = await harness.open(paths.solutions, 'desktop');
  await hydrated(page);
  const menu = page.locator('#services-menu');
  const services = servicesLink(page);
  await page.getByRole('link', { name: 'Solutions', exact: true }).first().focus();
  await page.keyboard.press('Tab');
  assert.ok(await services.evaluate((link) => link === document.activeElement));
  await menu.waitFor({ state: 'visible' });
  await page.keyboard.press('Tab'); // the toggle
  await page.keyboard.press('Tab'); // the first service
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), serviceLinks[0]?.name);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.ok(await services.evaluate((link) => link === document.activeElement), 'focus returns to Services');
  // Tabbing past the last service closes it.
  await page.keyboard.press('Tab');
  await menu.waitFor({ state: 'visible' });
  for (let step = 0; step < serviceLinks.length + 1; step += 1) await page.keyboard.press('Tab');
  await menu.waitFor({ state: 'hidden' });
});

test('desktop: following a dropdown link closes the menu and opens the page', async () => {
  const { page } = await harness.open(paths.home, 'desktop');
  await hydrated(page);
  await servicesLink(page).hover();
  await page.locator('#services-menu').getByRole('link', { name: 'GTM Planning' }).click();
  await page.waitForURL(`**${paths.gtmPlanning}`);
  await hydrated(page);
  assert.equal(await page.locator('#services-menu').isVisible(), false);
  assert.equal(await page.locator('header nav[aria-label="Main"] [data-section-active]').count(), 1, 'Services is marked as the current section');
});

test('desktop: the header shows logo, Solutions, Services, Blog, About, Contact us and the booking button', async () => {
  const { page } = await harness.open(paths.blog, 'desktop');
  const header = page.locator('header').first();
  assert.equal(await header.evaluate((element) => getComputedStyle(element).position), 'sticky');
  assert.equal(await header.getByRole('link', { name: `${site.shortName}, home` }).getAttribute('href'), paths.home);
  const names = await header
    .locator('nav[aria-label="Main"] > ul > li > a, nav[aria-label="Main"] > ul > li > div > a')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim()));
  assert.deepEqual(names, primaryLinks.map((link) => link.name));
  assert.ok(await header.getByRole('link', { name: bookingLink.name }).isVisible());
  assert.equal(await menuButton(page).isVisible(), false, 'no menu button on desktop');
});
