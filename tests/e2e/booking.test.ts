import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { bookingDom } from '../../src/components/bookingDom.ts';
import { speculationDom } from '../../src/components/speculationDom.ts';
import { paths } from '../../src/paths.ts';
import { site } from '../../src/site.ts';
import { linksInFirstScreen } from '../support/firstScreen.ts';
import { untilIdleAfterLoad, untilScripted, useSite, type ViewportName } from '../support/site.ts';
import { bookingCalendar } from '../support/bookingCalendar.ts';

const scheduler = bookingCalendar();

const harness = useSite();

/** The three ways to book besides the embedded scheduler. */
const otherWays = ['scheduler in a new tab', 'e-mail', 'phone'];

/** Which of the other ways to book are drawn wholly inside the first screen (the scheduler's link carries where the visit came from). */
async function otherWaysInFirstScreen(page: Page): Promise<string[]> {
  // The page's script gives the scheduler's links the visit's source as it embeds the scheduler: read after it.
  await page.locator(`[${bookingDom.frameAttr}] iframe`).waitFor({ state: 'attached' });
  const schedulerLink = (await page.locator(`a[href^="${site.scheduler.url}"]`).getAttribute('href')) ?? site.scheduler.url;
  const hrefs = [schedulerLink, `mailto:${site.emails.founder}`, `tel:${site.phone.tel}`];
  const found: string[] = [];
  for (const [index, href] of hrefs.entries()) if ((await page.evaluate(linksInFirstScreen, href)).length > 0) found.push(otherWays[index] ?? href);
  return found;
}

/** A visitor whose scheduler never loads: a content blocker, a company network or the provider down. */
async function blockScheduler(page: Page): Promise<void> {
  await page.context().route(`${site.scheduler.origin}/**`, (route) => route.abort('blockedbyclient'));
}

/** Watches the page's prefetches (DevTools' Preload domain): `ready` resolves once Chromium holds one of `pathname` ready to serve a navigation. */
async function watchPrefetch(page: Page, pathname: string): Promise<{ ready: Promise<void> }> {
  const devtools = await page.context().newCDPSession(page);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no prefetch of ${pathname} was ready within 60 s`)), 60_000);
    devtools.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) => {
      if (new URL(prefetchUrl).pathname === pathname && status === 'Ready') resolve(clearTimeout(timer));
    });
  });
  ready.catch(() => undefined); // awaited later; not an unhandled rejection meanwhile
  await devtools.send('Preload.enable');
  return { ready };
}

test('the booking page embeds the scheduler at least 800 px tall, with a titled frame and a new-tab fallback', async () => {
  const { page } = await harness.open(paths.booking);
  assert.equal(await page.title(), `Book a Call with ${site.founder.firstName} | ${site.name}`);
  const frame = page.locator(`iframe[src^="${site.scheduler.url}"]`);
  assert.ok((await frame.getAttribute('title'))?.length);
  const box = await frame.boundingBox();
  assert.ok(box && box.height >= 800, `frame height ${box?.height}`);
  const fallback = page.locator(`a[href^="${site.scheduler.url}"]`);
  assert.equal(await fallback.getAttribute('target'), '_blank');
  assert.equal(await fallback.getAttribute('rel'), 'noopener noreferrer');
});

test('without JavaScript the page still shows the scheduler, one plain frame naming the site as the source', async () => {
  const context = await harness.context('desktop', { javaScriptEnabled: false });
  const page = await context.newPage();
  await blockScheduler(page);
  await page.goto(`${harness.origin}${paths.booking}`, { waitUntil: 'load' });
  const frames = page.locator('iframe');
  assert.equal(await frames.count(), 1);
  const address = new URL((await frames.getAttribute('src')) ?? '');
  assert.equal(`${address.origin}${address.pathname}`, site.scheduler.url);
  assert.equal(address.searchParams.get('utm_source'), new URL(site.url).hostname);
  const box = await frames.boundingBox();
  assert.ok(box && box.height >= 800, `frame height ${box?.height}`);
});

for (const viewport of ['mobile', 'desktop'] as const satisfies readonly ViewportName[]) {
  test(`${viewport}: with the scheduler blocked, its direct link, the e-mail and the phone are in the first screen`, async () => {
    const context = await harness.context(viewport);
    const page = await context.newPage();
    await blockScheduler(page);
    await page.goto(`${harness.origin}${paths.booking}`, { waitUntil: 'load' });
    assert.deepEqual(await otherWaysInFirstScreen(page), otherWays);
  });
}

test('the frame says what is loading until the scheduler paints over it', async () => {
  const context = await harness.context('mobile');
  const page = await context.newPage();
  // The scheduler's answer never comes: the frame stays empty, as on a slow network.
  await context.route(`${site.scheduler.origin}/**`, () => undefined);
  await page.goto(`${harness.origin}${paths.booking}`, { waitUntil: 'domcontentloaded' });
  const message = page.getByText(scheduler.loading, { exact: true });
  assert.ok(await message.isVisible());
  const frame = page.locator(`iframe[src^="${site.scheduler.url}"]`);
  const [messageBox, frameBox] = [await message.boundingBox(), await frame.boundingBox()];
  assert.ok(messageBox && frameBox && messageBox.y >= frameBox.y && messageBox.y + messageBox.height <= frameBox.y + frameBox.height, 'the message is in the frame\'s space');
  assert.ok(messageBox.y + messageBox.height <= 844, 'and in the first screen');
  assert.equal(await frame.evaluate((element) => getComputedStyle(element).backgroundColor), 'rgba(0, 0, 0, 0)', 'the empty frame lets the message show');
});

test('phone: from an article, the header control opens the booking page fetched ahead while it was in view, and nobody is stuck there', async () => {
  const context = await harness.touchContext('mobile', { hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await blockScheduler(page);
  const prefetch = await watchPrefetch(page, paths.booking);
  await page.goto(`${harness.origin}${paths.blog}gtm-planning-product-launch-success/`, { waitUntil: 'load' });
  await untilScripted(page);
  const control = page.locator(`header a[href="${paths.booking}"]`).filter({ visible: true });
  assert.equal(await control.count(), 1, 'one booking control in the phone header');
  // In view once the page has loaded: rules to fetch the booking page now, and no other page.
  const rules = page.locator(`script[type="speculationrules"][${speculationDom.prefetchNowAttr}]`);
  await rules.waitFor({ state: 'attached' });
  assert.deepEqual(JSON.parse(await rules.textContent() ?? ''), { prefetch: [{ source: 'list', urls: [paths.booking] }] });
  // The visitor reads for a moment before tapping: by then the fetch has come back (a busy machine can take seconds).
  await prefetch.ready;
  const box = await control.boundingBox();
  assert.ok(box);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForURL(`**${paths.booking}`, { waitUntil: 'load' });
  assert.equal(
    await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType),
    'navigational-prefetch',
    'the page came from the prefetch',
  );
  assert.deepEqual(await otherWaysInFirstScreen(page), otherWays);
  await untilIdleAfterLoad(page);
  assert.equal(await page.locator(`[${speculationDom.prefetchNowAttr}]`).count(), 0, 'the booking page does not fetch itself');
});

test("a campaign visitor who taps the hero's booking button 100 ms after the load, before the page's script has started, tells the scheduler the control, the page and the campaign", async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  await blockScheduler(page);
  const landing = `${paths.services}crm/`;
  // The landing page's script never arrives (it starts a second after the load): only the head's inline script keeps the tap.
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => (new URL(page.url()).pathname === landing ? route.abort('blockedbyclient') : route.continue()));
  await page.goto(`${harness.origin}${landing}?utm_source=linkedin&utm_campaign=spring`, { waitUntil: 'load' });
  await page.evaluate(() => new Promise((resolve) => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    setTimeout(resolve, Math.max(0, loaded + 100 - performance.now()));
  }));
  await page.locator('#hero a[data-booking="hero"]').click();
  await page.waitForURL(`**${paths.booking}`, { waitUntil: 'load' });
  const frame = page.locator(`[${bookingDom.frameAttr}] iframe`);
  await frame.waitFor({ state: 'attached' });
  const address = new URL((await frame.getAttribute('src')) ?? '');
  assert.deepEqual(
    Object.fromEntries(['utm_source', 'utm_campaign', 'utm_medium', 'utm_content'].map((name) => [name, address.searchParams.get(name)])),
    { utm_source: 'linkedin', utm_campaign: 'spring', utm_medium: 'hero', utm_content: landing },
  );
});
