/**
 * SPEC.md "Shared chrome": the mobile drawer (open, overlay, scroll lock, focus trap, Escape,
 * focus return, Services toggle, Get in touch, booking) and the desktop Services dropdown (hover,
 * keyboard, touch, scrollable, closes on link click), used as a visitor would: before any script has
 * run (the browser's own dialog and disclosures) and once the page's script drives them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { headerDom } from '../../src/components/header/headerDom.ts';
import { bookingLink, primaryLinks, serviceLinks } from '../../src/navigation.ts';
import { paths, servicePath } from '../../src/paths.ts';
import { site } from '../../src/site.ts';
import { axeViolations } from '../support/axe.ts';
import { drawerAtRest } from '../support/drawerAtRest.ts';
import { afterNextEvent, untilIdleAfterLoad, untilPainted, untilScripted, useSite } from '../support/site.ts';

const harness = useSite();

const menuButton = (page: Page) => page.locator(`header button[aria-controls="${headerDom.drawerId}"]`);
const drawer = (page: Page) => page.locator(`#${headerDom.drawerId}`);
const drawerServicesToggle = (page: Page) => drawer(page).locator('summary');
const servicesLink = (page: Page) => page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Services', exact: true });
const servicesToggle = (page: Page) => page.locator(`header [${headerDom.servicesMenuAttr}] summary`);
const servicesMenu = (page: Page) => page.locator(`#${headerDom.servicesMenuId}`);

/** Whether the drawer panel sits inside the viewport, flush with its right edge. */
async function drawerOnScreen(page: Page): Promise<boolean> {
  return drawer(page).evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && Math.abs(box.right - innerWidth) < 1;
  });
}

async function waitForDrawer(page: Page, open: boolean): Promise<void> {
  await page.waitForFunction(drawerAtRest, { id: headerDom.drawerId, open });
}

/**
 * Presses the menu button where it is, as a finger or mouse would: Playwright's own click first
 * scrolls the element "into view", which moves a scrolled page under a sticky header.
 */
async function pressMenuButton(page: Page, how: 'mouse' | 'touch' = 'mouse'): Promise<void> {
  const box = await menuButton(page).boundingBox();
  assert.ok(box, 'the menu button is on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (how === 'touch') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/**
 * How assistive tech hears Menu, from Chromium's accessibility tree: a button that opens a dialog.
 * An invoker command button carries no aria-expanded (the validator forbids it), and Chromium gives a
 * show-modal command none either: as in the APG's modal dialog pattern, the open dialog makes the
 * page behind it inert, Menu included, so there is no collapsed or expanded state to go stale.
 */
async function menuAnnounced(page: Page): Promise<{ hasPopup: unknown; expanded: unknown } | null> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: 'Menu', role: 'button' });
  await cdp.detach();
  const button = nodes.find((node) => !node.ignored);
  if (!button) return null;
  const property = (name: string) => button.properties?.find((entry) => entry.name === name)?.value.value ?? null;
  return { hasPopup: property('hasPopup'), expanded: property('expanded') };
}

const heardClosed = { hasPopup: 'dialog', expanded: null };

/** A finger on the open drawer's Services toggle: the service pages show. */
async function touchDrawerServicesToggle(page: Page): Promise<void> {
  const toggle = await drawerServicesToggle(page).boundingBox();
  assert.ok(toggle);
  await page.touchscreen.tap(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
  await drawer(page).locator(`#${headerDom.drawerServicesId}`).waitFor({ state: 'visible' });
}

/** Until the page has been idle once and laid the closed drawer out ahead (src/client/header/drawer.ts). */
async function untilPrepared(page: Page): Promise<void> {
  await page.waitForSelector(`#${headerDom.drawerId}[${headerDom.drawerPreparedAttr}]`, { state: 'attached' });
}

async function activeInsideDrawer(page: Page): Promise<boolean> {
  return page.evaluate((id) => Boolean(document.activeElement?.closest(`#${id}`)), headerDom.drawerId);
}

test('mobile: the menu button opens the right-side drawer, Get in touch and the booking button in view', async () => {
  const { page, problems } = await harness.open(paths.pricing, 'mobile');
  await untilScripted(page);
  const button = menuButton(page);
  assert.equal(await button.getAttribute('aria-expanded'), null, 'no aria-expanded beside an invoker command');
  assert.deepEqual(await menuAnnounced(page), heardClosed, 'Menu is heard as a button that opens a dialog');
  // Closed, it is never drawn; once the page is idle it is laid out ahead, so that the tap only shows it.
  await untilPrepared(page);
  assert.deepEqual(await drawer(page).evaluate((element) => [element.getClientRects().length, element.checkVisibility({ visibilityProperty: true })]), [1, false]);
  await button.click();
  await waitForDrawer(page, true);
  assert.ok(await drawerOnScreen(page));
  assert.equal(await drawer(page).evaluate((dialog) => dialog.matches(':modal')), true, 'the page behind is inert');
  assert.equal(await menuAnnounced(page), null, 'Menu is out of the accessibility tree behind the modal drawer');
  assert.notEqual(
    await drawer(page).evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor),
    'rgba(0, 0, 0, 0)',
    'the dimmed overlay shows',
  );
  assert.ok(await activeInsideDrawer(page), 'focus moves into the drawer');

  // Which links, e-mails and phone the drawer holds is its markup's (tests/unit/header/SiteHeader.test.tsx); here, that they show.
  const panel = drawer(page);
  assert.ok(await panel.getByRole('heading', { name: 'Get in touch' }).isVisible());
  assert.ok(await panel.getByRole('link', { name: bookingLink.name }).isVisible());

  // Services expand with their own toggle, showing the service pages (which ones, and in which words, is the markup's: tests/unit/header/SiteHeader.test.tsx).
  const services = panel.locator(`#${headerDom.drawerServicesId}`);
  assert.equal(await services.isVisible(), false);
  const toggle = drawerServicesToggle(page);
  await toggle.click();
  await services.waitFor({ state: 'visible' });
  await toggle.click();
  await services.waitFor({ state: 'hidden' });
  assert.deepEqual(problems, []);
});

test('mobile: page scrolling is locked while the drawer is open and restored after', async () => {
  const { page } = await harness.open(paths.services, 'mobile');
  await untilScripted(page);
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => scrollY > 0);
  const before = await page.evaluate(() => scrollY);
  await pressMenuButton(page);
  await waitForDrawer(page, true);
  // Wheel over the page beside the drawer: the page must not move.
  await page.mouse.move(20, 400);
  await afterNextEvent(page, 'wheel', () => page.mouse.wheel(0, 800));
  assert.equal(await page.evaluate(() => scrollY), before, 'page did not scroll under the drawer');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
  await page.keyboard.press('Escape');
  await waitForDrawer(page, false);
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden');
  assert.equal(await page.evaluate(() => scrollY), before, 'the page is where it was');
  await page.mouse.wheel(0, 400);
  await page.waitForFunction((start) => scrollY > start, before);
});

test('mobile: focus is trapped in the drawer; Escape closes it and focus returns to the menu button', async () => {
  const { page } = await harness.open(paths.home, 'mobile');
  await untilScripted(page);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await waitForDrawer(page, true);
  const focusable = await drawer(page).evaluate(
    (panel) => [...panel.querySelectorAll('a[href], button, summary')].filter((element) => (element as HTMLElement).getClientRects().length > 0).length,
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
  assert.deepEqual(await menuAnnounced(page), heardClosed, 'Menu is heard as before');
  assert.ok(await menuButton(page).evaluate((button) => button === document.activeElement), 'focus is back on the menu button');
  // Laid out ahead and hidden, the closed drawer is still out of reach.
  await untilPrepared(page);
  await page.keyboard.press('Tab');
  assert.equal(await activeInsideDrawer(page), false, 'the closed drawer is out of the tab order');
});

test('mobile: the overlay and the close button close the drawer', async () => {
  const { page } = await harness.open(paths.about, 'mobile');
  await untilScripted(page);
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

test('mobile: following a drawer link closes the drawer and navigates; back, it is still closed', async () => {
  const { page } = await harness.open(paths.home, 'mobile');
  await untilScripted(page);
  await menuButton(page).click();
  await waitForDrawer(page, true);
  await drawerServicesToggle(page).click();
  await drawer(page).getByRole('link', { name: 'CRM Integration' }).click();
  await page.waitForURL(`**${servicePath('crm')}`);
  await untilScripted(page);
  assert.deepEqual(await menuAnnounced(page), heardClosed);
  assert.equal(await drawerOnScreen(page), false);
  // Coming back through the back/forward cache must not bring the drawer back open.
  await page.goBack();
  await page.waitForURL(`**${paths.home}`);
  await waitForDrawer(page, false);
  assert.deepEqual(await menuAnnounced(page), heardClosed);
});

test('phone: before any script has run, a tap on Menu opens the drawer and a tap on its Services toggle lists the pages', async () => {
  const context = await harness.touchContext('mobile', { hasTouch: true, isMobile: true });
  const page = await harness.openWithoutScripts(context, paths.contact);
  // Nothing lays the closed drawer out: the page load pays nothing for it.
  assert.equal(await drawer(page).evaluate((element) => element.getClientRects().length), 0);
  await pressMenuButton(page, 'touch');
  await waitForDrawer(page, true);
  assert.ok(page.url().endsWith(paths.contact), 'the tap opened the drawer and went nowhere');
  assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).overflow), 'hidden', 'scrolling is locked');
  await touchDrawerServicesToggle(page);
  await page.keyboard.press('Escape');
  await waitForDrawer(page, false);
});

test('phone: a drawer opened before the script arrives stays put as the page gets idle, and is laid out ahead only once closed', async () => {
  const context = await harness.touchContext('mobile', { hasTouch: true, isMobile: true });
  const page = await context.newPage();
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${harness.origin}${paths.contact}`, { waitUntil: 'commit' });
  await menuButton(page).waitFor({ state: 'visible' });
  // Tapped before its first paint, the drawer stayed shut in 2 runs of 14 beside stress-ng --cpu 2 (none in 30 after).
  await untilPainted(page);
  await pressMenuButton(page, 'touch');
  await waitForDrawer(page, true);
  release();
  // The page's idle moment passes (idle callbacks run in the order they were asked for) with the drawer open.
  await untilIdleAfterLoad(page);
  assert.equal(await drawer(page).evaluate((dialog, attr) => dialog.hasAttribute(attr), headerDom.drawerPreparedAttr), false, 'its slide in does not start again');
  await waitForDrawer(page, true);
  await touchDrawerServicesToggle(page);
  await page.keyboard.press('Escape');
  await waitForDrawer(page, false);
  await untilPrepared(page);
});

test('phone: a booking control sits beside Menu, in words, and the keyboard reaches it right after the logo', async () => {
  const { page } = await harness.open(paths.privacy, 'mobile');
  const header = page.locator('header').first();
  const control = header.getByRole('link', { name: bookingLink.shortName, exact: true });
  assert.ok(await control.isVisible());
  assert.equal(await control.getAttribute('href'), paths.booking);
  const [booking, menu] = [await control.boundingBox(), await menuButton(page).boundingBox()];
  assert.ok(booking && menu && booking.x + booking.width <= menu.x && Math.abs(booking.y + booking.height / 2 - (menu.y + menu.height / 2)) < 1, 'beside Menu, on its line');
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Tab'); // the logo
  await page.keyboard.press('Tab');
  assert.ok(await control.evaluate((link) => link === document.activeElement), 'the third stop is the booking control');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${paths.booking}`);
});

test('desktop: hovering Services opens the scrollable dropdown of the service pages; leaving closes it', async () => {
  const { page, problems } = await harness.open(paths.home, 'desktop');
  await untilScripted(page);
  const menu = servicesMenu(page);
  assert.equal(await menu.isVisible(), false);
  await servicesLink(page).hover();
  await menu.waitFor({ state: 'visible' });
  assert.equal(await menu.evaluate((list) => getComputedStyle(list).overflowY), 'auto', 'the dropdown scrolls when it is taller than the screen');
  assert.equal(await servicesToggle(page).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open), true, 'the toggle says it is open');
  await page.mouse.move(640, 600);
  await menu.waitFor({ state: 'hidden' });
  assert.deepEqual(problems, []);
});

test('desktop: hovering Services before the script runs opens the dropdown, and it stays open as the script takes over', async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${harness.origin}${paths.about}`, { waitUntil: 'domcontentloaded' });
  await untilPainted(page);
  const menu = servicesMenu(page);
  await servicesLink(page).hover();
  await menu.waitFor({ state: 'visible' });
  release();
  await untilScripted(page);
  assert.equal(await menu.isVisible(), true, 'still open once the script drives it');
  await page.mouse.move(640, 600);
  await menu.waitFor({ state: 'hidden' });
});

test('desktop touch screen: one tap on the Services chevron opens the dropdown and the next closes it, before and after the script', async () => {
  for (const withScript of [false, true]) {
    const context = await harness.touchContext('desktop', { hasTouch: true });
    const page = withScript ? await context.newPage() : await harness.openWithoutScripts(context, paths.pricing);
    if (withScript) {
      await page.goto(`${harness.origin}${paths.pricing}`, { waitUntil: 'load' });
      await untilScripted(page);
    }
    const menu = servicesMenu(page);
    const box = await servicesToggle(page).boundingBox();
    assert.ok(box, 'the chevron is on screen');
    const tap = () => page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await afterNextEvent(page, 'click', tap);
    assert.equal(await menu.isVisible(), true, `one tap leaves it open (${withScript ? 'script' : 'no script'})`);
    await afterNextEvent(page, 'click', tap);
    assert.equal(await menu.isVisible(), false, `the second tap leaves it closed (${withScript ? 'script' : 'no script'})`);
    await context.close();
  }
});

test('desktop, before the script: keyboard focus on Services or its chevron opens the dropdown, and Tab walks its links', async () => {
  const context = await harness.context('desktop');
  const page = await harness.openWithoutScripts(context, paths.pricing);
  const menu = servicesMenu(page);
  await page.getByRole('link', { name: 'Solutions', exact: true }).first().focus();
  await page.keyboard.press('Tab');
  assert.ok(await servicesLink(page).evaluate((link) => link === document.activeElement));
  await menu.waitFor({ state: 'visible' });
  await page.keyboard.press('Tab'); // the chevron
  assert.equal(await menu.isVisible(), true, 'still open on the chevron');
  await page.keyboard.press('Tab'); // the first service
  assert.equal(await page.evaluate(() => document.activeElement?.textContent?.trim()), serviceLinks[0]?.name);
  await context.close();
});

test('desktop: keyboard focus opens the Services dropdown, Tab walks its links, Escape closes it', async () => {
  const { page } = await harness.open(paths.solutions, 'desktop');
  await untilScripted(page);
  const menu = servicesMenu(page);
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
  await untilScripted(page);
  await servicesLink(page).hover();
  await servicesMenu(page).getByRole('link', { name: 'GTM Planning' }).click();
  await page.waitForURL(`**${servicePath('gtm-planning')}`);
  await untilScripted(page);
  assert.equal(await servicesMenu(page).isVisible(), false);
  assert.deepEqual(
    await page.locator('header nav[aria-label="Main"] a[aria-current]').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])),
    [[paths.services, 'true'], [servicePath('gtm-planning'), 'page']],
    'Services is the current section, GTM Planning the current page',
  );
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
  assert.equal(await header.getByRole('link', { name: bookingLink.shortName, exact: true }).isVisible(), false, 'the phone\'s short control stands down');
  assert.equal(await menuButton(page).isVisible(), false, 'no menu button on desktop');
});

test('axe finds nothing wrong with the drawer open and its Services shown, nor with the desktop dropdown open', async () => {
  const { page: phone } = await harness.open(paths.home, 'mobile');
  await untilScripted(phone);
  await menuButton(phone).click();
  await waitForDrawer(phone, true);
  await drawerServicesToggle(phone).click();
  await drawer(phone).locator(`#${headerDom.drawerServicesId}`).waitFor({ state: 'visible' });
  assert.deepEqual(await axeViolations(phone, { include: `#${headerDom.drawerId}` }), []);

  const { page: desktop } = await harness.open(paths.home, 'desktop');
  await untilScripted(desktop);
  await servicesLink(desktop).hover();
  await servicesMenu(desktop).waitFor({ state: 'visible' });
  assert.deepEqual(await axeViolations(desktop, { include: 'header' }), []);
});
