import type { Browser, CDPSession, Page } from 'playwright-core';
import { openPhonePage, type Screen } from './phone.ts';

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
  /** The screen it is tapped on: the phone, or a tablet wide enough for the desktop header. */
  screen?: Screen;
}

/** When the tap comes: as soon as the page has painted, 3 s after it has loaded, or after a first touch scroll. */
export const tapMoments = ['first paint', '3 s after load', 'after a scroll'] as const;
export type TapMoment = (typeof tapMoments)[number];

export interface TapSample {
  /** From the finger's touch to the first frame drawn after the answer showed, or null when nothing showed within the time limit. */
  ms: number | null;
  /** From the touch to the change in the page that answers it (the `open` attribute set, the list grown). */
  changeMs: number | null;
  /** Where a tap took the visitor when it should have stayed on the page. */
  leftPage: string | null;
}

const answerTimeoutMs = 8000;

/** How long a visitor takes to see a control that has just scrolled into view, before touching it. */
const sightMs = 400;

/** A user-timing mark made as the clock stops, for a trace of the tap (bench/tapTrace.ts). */
export const tapFrameMark = '__tapFrame';

/**
 * Installed before the page's own scripts. `__tap.arm(selector, moreThan)` makes the next touch start
 * the clock at the touch event's own time stamp (so time the main thread was busy counts). Nothing
 * runs per frame until the page changes in answer (a mutation of an element that is or holds the
 * answer): a frame loop from the touch on would keep frames coming and hide the wait for one. From
 * that change, each frame checks the answer is drawn inside the viewport; the clock stops in a task
 * after that frame (its style, layout and paint done), as the measure does (rAF + setTimeout).
 * A string, so no bundler helper leaks into the page.
 */
export const tapTimingsScript = `(() => {
  const tap = (window.__tap = { armed: null, done: null });
  const shown = (selector, moreThan) => {
    const all = document.querySelectorAll(selector);
    if (all.length <= moreThan) return false;
    const element = all[moreThan];
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return element.checkVisibility() && box.width > 0 && box.height > 0 && box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight
      && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  tap.arm = (selector, moreThan) => {
    tap.armed = { selector, moreThan };
    tap.done = new Promise((resolve) => (tap.armed.resolve = resolve));
  };
  addEventListener('touchstart', (event) => {
    const armed = tap.armed;
    if (!armed) return;
    tap.armed = null;
    const start = event.timeStamp;
    let changed = null;
    const check = () => {
      if (!shown(armed.selector, armed.moreThan)) return requestAnimationFrame(check);
      setTimeout(() => {
        armed.resolve({ ms: performance.now() - start, changeMs: changed - start });
        performance.mark('${tapFrameMark}');
      });
    };
    const answers = (node) => node.nodeType === 1 && (node.matches(armed.selector) || node.querySelector(armed.selector) !== null);
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => answers(record.target))) return;
      changed = performance.now();
      observer.disconnect();
      requestAnimationFrame(check);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  }, { capture: true, passive: true });
})();`;

/**
 * At first paint, the page itself arms the clock for the first tap and finds its control as the first
 * contentful paint is reported, then hands the point to the harness (the binding installed before
 * navigation), which sends the touch at once: one round trip from the paint to the touch. Asking the
 * page for the point and opening a session after the paint took three, and on a loaded machine that
 * harness time let the page's own start-up run before a tap meant for its first paint.
 */
function firstPaintScript(control: string, shows: string, moreThan: number): string {
  return `new PerformanceObserver((list, observer) => {
  if (!list.getEntriesByName('first-contentful-paint').length) return;
  observer.disconnect();
  // A first paint may come before the control's own part of the page: then as soon as a frame draws it.
  const touchWhenDrawn = () => {
    const element = [...document.querySelectorAll(${JSON.stringify(control)})].find((candidate) => candidate.checkVisibility());
    if (!element) return requestAnimationFrame(touchWhenDrawn);
    let box = element.getBoundingClientRect();
    // A touch outside the screen reaches nothing: a control below the fold (Load More) is brought into view, as controlPoint does.
    if (box.top < 0 || box.bottom > innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = element.getBoundingClientRect();
    }
    window.__tap.arm(${JSON.stringify(shows)}, ${moreThan});
    window.__benchFirstPaint({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  };
  touchWhenDrawn();
}).observe({ type: 'paint', buffered: true });`;
}

/**
 * Centre of the control (the first match that is drawn) in viewport coordinates, scrolled into view at
 * once if it is not on screen (`scrolled` says so).
 */
export async function controlPoint(page: Page, selector: string): Promise<{ x: number; y: number; scrolled: boolean }> {
  const point = await page.evaluate((selector) => {
    const element = [...document.querySelectorAll(selector)].find((candidate) => candidate.checkVisibility());
    if (!element) return null;
    let box = element.getBoundingClientRect();
    const scrolled = box.top < 60 || box.bottom > innerHeight;
    if (scrolled) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = element.getBoundingClientRect();
    }
    return { x: box.left + box.width / 2, y: box.top + box.height / 2, scrolled };
  }, selector);
  if (!point) throw new Error(`No drawn element matches ${selector} on ${page.url()}`);
  return point;
}

/**
 * A finger's touch and release at one point, sent together: Playwright's `touchscreen.tap` awaits the
 * touch's round trip before it releases, and that harness time (a few ms to tens on this shared
 * machine) would sit between the clock's start and the click that opens the answer, on our page and
 * the limit alike, hiding the difference in noise.
 */
async function touch(cdp: CDPSession, x: number, y: number): Promise<void> {
  await Promise.all([
    cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  ]);
}

/** The same touch on a session of its own, opened for it. */
async function quickTap(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await touch(cdp, x, y);
  } finally {
    await cdp.detach();
  }
}

export interface TapTime {
  ms: number;
  changeMs: number;
}

type Armed = { __tap: { arm(s: string, n: number): void; done: Promise<TapTime> } };

/** The answer to the tap armed last, or null if nothing showed in time. */
function answer(page: Page): Promise<TapTime | null> {
  // Awaited in one call, not polled: a poll would be work of ours on the page's main thread during the tap.
  const done = page.evaluate(() => (window as unknown as Armed).__tap.done).catch(() => null);
  return Promise.race([done, page.waitForTimeout(answerTimeoutMs).then(() => null)]);
}

/** Taps and waits for the answer; returns its times, or null if nothing showed. */
async function timedTap(page: Page, control: string, shows: string, moreThan = 0): Promise<TapTime | null> {
  await page.evaluate(({ shows, moreThan }) => (window as unknown as Armed).__tap.arm(shows, moreThan), { shows, moreThan });
  let point = await controlPoint(page, control);
  if (point.scrolled) {
    // A visitor sees a control come into view before touching it: the page first draws what the scroll
    // uncovered, which a tap in the same instant would otherwise be charged with (Load More, below the fold).
    await page.waitForTimeout(sightMs);
    point = await controlPoint(page, control);
  }
  await quickTap(page, point.x, point.y);
  return answer(page);
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
  await page.waitForTimeout(sightMs);
}

/**
 * Opens `target`'s page and makes its taps at `moment`, its `before` taps first, each answered before
 * the next: resolves to the last tap's times, or null when one of them went unanswered. `beforeTimedTap`
 * runs just before the last tap (a trace begun), or before the page is asked for at first paint, where
 * what runs before the tap is what is looked for.
 */
export async function tapsAt(page: Page, origin: string, target: TapTarget, moment: TapMoment, beforeTimedTap?: () => Promise<void>): Promise<TapTime | null> {
  const url = `${origin}${target.path}`;
  const steps = [...(target.before ?? []).map((step) => ({ ...step, moreThan: 0 })), { control: target.control, shows: target.shows, moreThan: target.showsMoreThan ?? 0 }];
  let time: TapTime | null = null;
  if (moment === 'first paint') {
    const first = steps.shift()!;
    const cdp = await page.context().newCDPSession(page);
    let touched: (sent: boolean) => void = () => undefined;
    const firstTouch = new Promise<boolean>((resolve) => (touched = resolve));
    await page.exposeBinding('__benchFirstPaint', (_source, point: { x: number; y: number }) =>
      touch(cdp, point.x, point.y).then(() => touched(true), () => touched(false)),
    );
    await page.addInitScript({ content: firstPaintScript(first.control, first.shows, first.moreThan) });
    await beforeTimedTap?.();
    void page.goto(url, { waitUntil: 'commit' }).catch(() => undefined);
    if (!(await firstTouch)) throw new Error(`The touch on ${first.control} at the first paint of ${url} could not be sent`);
    await cdp.detach();
    time = await answer(page);
  } else {
    await page.goto(url, { waitUntil: 'load' });
    if (moment === '3 s after load') await page.waitForTimeout(3000);
    else await thumbScroll(page, steps[0]!.control);
  }
  for (const [index, step] of steps.entries()) {
    if (index > 0 || moment === 'first paint') {
      if (time === null) return null;
      await page.waitForTimeout(300);
    }
    if (index === steps.length - 1 && moment !== 'first paint') await beforeTimedTap?.();
    time = await timedTap(page, step.control, step.shows, step.moreThan);
  }
  return time;
}

/** One visitor: a fresh phone (or tablet), the page opened, the taps of `target` made at `moment`. */
export async function measureTap(browser: Browser, origin: string, target: TapTarget, moment: TapMoment): Promise<TapSample> {
  const { context, page } = await openPhonePage(browser, [tapTimingsScript], target.screen);
  try {
    const time = await tapsAt(page, origin, target, moment);
    const now = new URL(page.url());
    return { ms: time?.ms ?? null, changeMs: time?.changeMs ?? null, leftPage: `${now.pathname}${now.hash}` === target.path ? null : `${now.pathname}${now.hash}` };
  } finally {
    await context.close();
  }
}
