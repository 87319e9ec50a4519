import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../../src/paths.ts';
import { fallbackPost } from '../../../src/content/blog/collection.ts';
import { linkedInShareUrl, twitterShareUrl } from '../../../src/content/blog/shareLinks.ts';
import { absoluteUrl, site } from '../../../src/site.ts';
import { untilLive } from '../../support/islands.ts';
import { untilScripted, useSite } from '../../support/site.ts';

const harness = useSite();
const post = fallbackPost;
const articlePath = `${paths.blog}${post.slug}/`;
const canonical = absoluteUrl(articlePath);

/** Opens the article with window.open recorded instead of opening real windows. */
async function openArticle(options: Parameters<typeof harness.open>[2] = {}) {
  const context = await harness.context('desktop', options);
  const opened: { url: string; target: string; features: string }[] = [];
  await context.exposeFunction('__recordOpen', (url: string, target: string, features: string) => opened.push({ url, target, features }));
  await context.addInitScript(() => {
    const record = (window as unknown as { __recordOpen: (...args: string[]) => void }).__recordOpen;
    window.open = (url?: string | URL, target?: string, features?: string) => {
      record(String(url), target ?? '', features ?? '');
      return null;
    };
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${harness.origin}${articlePath}`);
  await untilScripted(page);
  return { page, opened, errors };
}

const menu = (page: Page) => page.locator('details[data-share]');
const isOpen = (page: Page) => menu(page).evaluate((element) => (element as HTMLDetailsElement).open);

test('Twitter opens the tweet intent in a new window with the title, the author and the canonical URL', async () => {
  const { page, opened, errors } = await openArticle();
  await page.getByText('Share', { exact: true }).click();
  assert.equal(await isOpen(page), true);
  await page.getByRole('link', { name: 'Share on Twitter' }).click();
  await page.waitForFunction(() => !(document.querySelector('details[data-share]') as HTMLDetailsElement).open);
  assert.equal(opened.length, 1);
  // The address's form is proved by tests/unit/blog/shareLinks.test.ts; here, that the article gives it its title, author and URL
  // (as the browser reads the link: URL encodes the quotes of the query as it does).
  assert.equal(opened[0]?.url, new URL(twitterShareUrl({ title: post.title, author: site.founder.name, url: canonical })).href);
  assert.equal(opened[0]?.target, '_blank');
  assert.match(opened[0]?.features ?? '', /noopener/);
  assert.match(opened[0]?.features ?? '', /width=\d+/, 'a separate window, not a tab');
  assert.deepEqual(errors, []);
});

test('LinkedIn opens share-offsite with the encoded canonical URL and closes the menu', async () => {
  const { page, opened } = await openArticle();
  await page.getByText('Share', { exact: true }).click();
  await page.getByRole('link', { name: 'Share on LinkedIn' }).click();
  assert.equal(opened.length, 1);
  assert.equal(opened[0]?.url, linkedInShareUrl({ url: canonical }));
  assert.equal(await isOpen(page), false);
});

test('the menu works from the keyboard and closes on Escape and on an outside click', async () => {
  const { page } = await openArticle();
  const summary = menu(page).locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  assert.equal(await isOpen(page), true);
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Share on Twitter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Copy Link');
  await page.keyboard.press('Escape');
  assert.equal(await isOpen(page), false);
  assert.equal(await summary.evaluate((element) => element === document.activeElement), true, 'focus returns to the Share button');

  await page.keyboard.press('Space');
  assert.equal(await isOpen(page), true);
  await page.locator('h1').click();
  assert.equal(await isOpen(page), false);
});

test('Copy Link writes the canonical URL to the clipboard and shows a dismissible toast', async () => {
  const { page, errors } = await openArticle({ permissions: ['clipboard-read', 'clipboard-write'] });
  // Opening the menu brings the toaster to life, ready for the toast.
  await page.getByText('Share', { exact: true }).click();
  await untilLive(page, 'toaster');
  await page.getByRole('button', { name: 'Copy Link' }).click();
  const toast = page.locator('[data-sonner-toast]');
  await toast.waitFor({ state: 'visible' });
  assert.match((await toast.textContent()) ?? '', /Link copied/);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), canonical);
  assert.equal(await isOpen(page), false);
  await toast.hover();
  await page.getByRole('button', { name: 'Close toast' }).click();
  await toast.waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
});

test('a toast goes by itself once its 4 s are up (SPEC.md, UI constants), and at once when swiped aside', async () => {
  const context = await harness.context('desktop', { permissions: ['clipboard-read', 'clipboard-write'], hasTouch: true });
  const page = await context.newPage();
  // The page's clock, which the test can stop and move on: 4 s pass at once, to the millisecond.
  await page.clock.install();
  await page.goto(`${harness.origin}${articlePath}`);
  await untilScripted(page);
  const toast = page.locator('[data-sonner-toast]');
  const showToast = async () => {
    await page.getByText('Share', { exact: true }).click();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    // Copy Link can sit where the toast shows: a pointer over the toasts holds them on screen.
    await page.mouse.move(0, 0);
  };

  // The page's time as the toast is added, which is when its 4 s start: time moves only as the test
  // moves it from before the copy, so the pointer is away before the toast mounts (a hover as it
  // mounts would restart its 4 s) and mounting and starting its timer happen at one instant. A
  // string, so the bundler's helpers stay out of the browser-side code.
  await page.evaluate(`new MutationObserver((records, observer) => {
    if (!document.querySelector('[data-sonner-toast]')) return;
    window.toastAddedAt = Date.now();
    observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true })`);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await showToast();
  // The copy's steps (the toaster's code loading, sonner's own zero-delay timer) run as time moves on.
  while (!(await toast.isVisible())) await page.clock.runFor(16);
  const shownFor = await page.evaluate<number>('Date.now() - window.toastAddedAt');
  // The toast's `data-<name>` once React has rendered what the last event or timer set off (its
  // render is a message task, as ours, queued after it); read as is: locators wait on the page's timers.
  const toastState = (name: 'removed' | 'swipe-out') =>
    page.evaluate(`new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(document.querySelector('[data-sonner-toast]')?.getAttribute('data-${name}'));
      channel.port2.postMessage(null);
    })`);
  await page.clock.runFor(3950 - shownFor);
  assert.equal(await toastState('removed'), 'false', 'still there 3.95 s on');
  await page.clock.runFor(100);
  assert.equal(await toastState('removed'), 'true', 'on its way out 4.05 s on');
  // Its exit animation's time, moved on by the test as well.
  const untilGone = async () => {
    for (let waited = 0; await toast.count(); waited += 50) {
      assert.ok(waited < 2000, 'the toast is gone within 2 s of leaving');
      await page.clock.runFor(50);
    }
  };
  await untilGone();

  // A finger swipes it to the right, past sonner's threshold (45 px). The clock stays stopped: on a
  // busy machine the swipe's steps could otherwise outlast the toast's 4 s.
  await showToast();
  while (!(await toast.isVisible())) await page.clock.runFor(16);
  const box = (await toast.boundingBox())!;
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 }] });
  await touch('touchStart', 0);
  for (const dx of [10, 20, 40, 60, 80]) await touch('touchMove', dx);
  await touch('touchEnd', 80);
  assert.equal(await toastState('swipe-out'), 'true', 'it leaves as the finger lifts, swiped out');
  await untilGone();
});

test('a refused clipboard shows an error toast', async () => {
  const { page } = await openArticle();
  // A string, so the bundler's helpers stay out of the browser-side code.
  await page.evaluate(`Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
  })`);
  await page.getByText('Share', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy Link' }).click();
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await toast.waitFor({ state: 'visible' });
  assert.match((await toast.textContent()) ?? '', /Could not copy the link/);
});

test('without JavaScript the menu still opens and its share links are plain new-tab links', async () => {
  const { page } = await harness.open(articlePath, 'mobile', { javaScriptEnabled: false });
  await page.getByText('Share', { exact: true }).click();
  const twitter = page.getByRole('link', { name: 'Share on Twitter' });
  assert.equal(await twitter.isVisible(), true);
  const href = new URL((await twitter.getAttribute('href')) ?? '');
  assert.equal(href.searchParams.get('url'), canonical);
  assert.equal(await twitter.getAttribute('target'), '_blank');
  assert.equal(await twitter.getAttribute('rel'), 'noopener noreferrer');
  const linkedIn = page.getByRole('link', { name: 'Share on LinkedIn' });
  assert.equal(await linkedIn.getAttribute('href'), `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical)}`);
  assert.equal(await page.getByRole('button', { name: 'Copy Link' }).count(), 0, 'copying needs JavaScript, so it is not offered');
});

test('before any script has run, a tap on Share opens the menu at once, on the same page', async () => {
  const context = await harness.touchContext('mobile', { hasTouch: true, isMobile: true });
  const page = await harness.openWithoutScripts(context, articlePath);
  const share = menu(page).locator('summary');
  await share.scrollIntoViewIfNeeded();
  const box = await share.boundingBox();
  assert.ok(box);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('link', { name: 'Share on Twitter' }).waitFor({ state: 'visible' });
  assert.equal(await isOpen(page), true);
  assert.ok(page.url().endsWith(articlePath));
});
