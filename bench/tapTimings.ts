import type { Browser, Page } from 'playwright-core';
import { openPhonePage } from './phone.ts';

/** A control a visitor taps, and what must appear on screen in answer. */
export interface TapTarget {
  name: string;
  path: string;
  /** CSS selector of the control to tap. */
  control: string;
  /** CSS selector of what the tap must show: it answers once that element is drawn inside the viewport. */
  shows: string;
  /** Shows only once more than this many elements match `shows` (Load More: more cards than the first page). */
  showsMoreThan?: number;
  /** Taps to make first, each answered before the next (the drawer opens before its Services toggle is tapped). */
  before?: readonly { control: string; shows: string }[];
}

/** When the tap comes: as soon as the page has painted, 3 s after it has loaded, or after a first touch scroll. */
export const tapMoments = ['first paint', '3 s after load', 'after a scroll'] as const;
export type TapMoment = (typeof tapMoments)[number];

export interface TapSample {
  /** From the finger's touch to the frame that shows the answer, or null when nothing showed within the time limit. */
  ms: number | null;
  /** Where a tap took the visitor when it should have stayed on the page. */
  leftPage: string | null;
}

const answerTimeoutMs = 8000;

/**
 * Installed before the page's own scripts. `__tap.arm(selector, moreThan)` makes the next touch start
 * the clock (from the touch event's own time stamp, so time the main thread was busy counts) and
 * checks every frame until the element is drawn inside the viewport; the time is read after that
 * frame's paint. A string, so no bundler helper leaks into the page.
 */
export const tapTimingsScript = `(() => {
  const tap = (window.__tap = { result: null, armed: null });
  const shown = (selector, moreThan) => {
    const all = document.querySelectorAll(selector);
    if (all.length <= moreThan) return false;
    const element = all[moreThan];
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return element.checkVisibility() && box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight
      && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  tap.arm = (selector, moreThan) => { tap.result = null; tap.armed = { selector, moreThan }; };
  addEventListener('touchstart', (event) => {
    const armed = tap.armed;
    if (!armed) return;
    tap.armed = null;
    const start = event.timeStamp;
    const check = () => {
      if (!shown(armed.selector, armed.moreThan)) return requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { tap.result = performance.now() - start; };
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  }, { capture: true, passive: true });
})();`;

/** Resolves when the page reports its first contentful paint (needs the binding installed before navigation). */
const firstPaintScript = `new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); window.__benchFirstPaint(); }
}).observe({ type: 'paint', buffered: true });`;

/** Centre of the control (the first match that is drawn) in viewport coordinates, scrolled into view at once if it is not on screen. */
export async function controlPoint(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate((selector) => {
    const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.checkVisibility());
    if (!element) return null;
    let box = element.getBoundingClientRect();
    if (box.top < 60 || box.bottom > innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = element.getBoundingClientRect();
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
  if (!point) throw new Error(`No drawn element matches ${selector} on ${page.url()}`);
  return point;
}

/** Taps and waits for the answer; returns its time in ms, or null if nothing showed. */
async function timedTap(page: Page, control: string, shows: string, moreThan = 0): Promise<number | null> {
  await page.evaluate(({ shows, moreThan }) => (window as unknown as { __tap: { arm(s: string, n: number): void } }).__tap.arm(shows, moreThan), {
    shows,
    moreThan,
  });
  const { x, y } = await controlPoint(page, control);
  await page.touchscreen.tap(x, y);
  try {
    const handle = await page.waitForFunction(() => (window as unknown as { __tap: { result: number | null } }).__tap.result, undefined, {
      timeout: answerTimeoutMs,
      polling: 50,
    });
    return (await handle.jsonValue()) as number;
  } catch {
    return null;
  }
}

/** A touch scroll of the page, as a thumb makes it, bringing `selector` towards the middle of the screen. */
async function thumbScroll(page: Page, selector: string): Promise<void> {
  const distance = await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    const top = element ? element.getBoundingClientRect().top + scrollY : 0;
    return Math.max(300, Math.round(top - innerHeight / 2));
  }, selector);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.synthesizeScrollGesture', { x: 200, y: 600, yDistance: -distance, gestureSourceType: 'touch', speed: 1600 });
  await cdp.detach();
  await page.waitForTimeout(400);
}

/** One visitor: a fresh phone, the page opened, the taps of `target` made at `moment`. */
export async function measureTap(browser: Browser, origin: string, target: TapTarget, moment: TapMoment): Promise<TapSample> {
  const { context, page } = await openPhonePage(browser, [tapTimingsScript]);
  try {
    const url = `${origin}${target.path}`;
    if (moment === 'first paint') {
      let painted: () => void = () => undefined;
      const firstPaint = new Promise<void>((resolve) => (painted = resolve));
      await page.exposeBinding('__benchFirstPaint', () => painted());
      await page.addInitScript({ content: firstPaintScript });
      void page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
      await firstPaint;
    } else {
      await page.goto(url, { waitUntil: 'load' });
      if (moment === '3 s after load') await page.waitForTimeout(3000);
      else await thumbScroll(page, target.before?.[0]?.control ?? target.control);
    }
    for (const step of target.before ?? []) {
      if ((await timedTap(page, step.control, step.shows)) === null) return { ms: null, leftPage: null };
      await page.waitForTimeout(300);
    }
    const ms = await timedTap(page, target.control, target.shows, target.showsMoreThan);
    const now = new URL(page.url());
    return { ms, leftPage: `${now.pathname}${now.hash}` === target.path ? null : `${now.pathname}${now.hash}` };
  } finally {
    await context.close();
  }
}
