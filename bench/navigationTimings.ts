import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { paths, servicePath } from '../src/paths.ts';
import { openPhonePage } from './phone.ts';
import { controlPoint } from './tapTimings.ts';

/** A tap on one page that should take the visitor to another. */
export interface Navigation {
  name: string;
  /** Where the visitor is. */
  from: string;
  /** CSS selector of the control tapped (the first match that is laid out). */
  control: string;
  /** Where the tap must take them. */
  to: string;
}

/** One tap: from the finger's touch to the next page's largest paint, both in the browser's wall-clock ms. */
export interface NavigationSample {
  ms: number | null;
  /** The largest paint's element on the next page. */
  lcpElement: string;
  /** Where the visitor ended up, when it is not `to`. */
  wrongPage: string | null;
}

/**
 * Installed before every page's own scripts. On a touch, the touch's wall-clock time goes to
 * sessionStorage (which survives the navigation within the tab); every page records its latest
 * largest-paint candidate the same way, `performance.timeOrigin` plus the entry's time
 * (TOOLING.md: both pages' clocks are the same browser's wall clock). A string, so no bundler
 * helper leaks into the page.
 */
export const navigationTimingsScript = `(() => {
  addEventListener('touchstart', (event) => {
    sessionStorage.setItem('__benchTouch', String(performance.timeOrigin + event.timeStamp));
  }, { capture: true, passive: true });
  const state = (window.__nav = { lcp: null, lcpElement: '(none)' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.lcp = performance.timeOrigin + entry.startTime;
      const element = entry.element;
      const text = element ? (element.textContent || element.getAttribute('alt') || '').trim().replace(/\\s+/g, ' ') : '';
      state.lcpElement = element ? element.tagName.toLowerCase() + ' "' + (text.length > 40 ? text.slice(0, 39) + '…' : text) + '"' : '(none)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** How long the visitor reads a page before tapping (the "3 s on the page"). */
const readingMs = 3000;
/** After the next page's load event: time for a late largest paint (an image) to be reported. */
const settleMs = 1500;

/** One fresh visitor on the throttled phone: opens `from`, reads it, taps the control, times the next page's largest paint. */
export async function measureNavigation(browser: Browser, origin: string, navigation: Navigation): Promise<NavigationSample> {
  const { context, page } = await openPhonePage(browser, [navigationTimingsScript]);
  try {
    await page.goto(`${origin}${navigation.from}`, { waitUntil: 'load' });
    // Brought into view first (a card below the fold), then read: what the page does with a control in view happens before the tap.
    await controlPoint(page, navigation.control);
    await page.waitForTimeout(readingMs);
    const { x, y } = await controlPoint(page, navigation.control);
    const arrived = page.waitForURL((url) => url.pathname !== navigation.from, { waitUntil: 'load' });
    await page.touchscreen.tap(x, y);
    await arrived;
    await page.waitForTimeout(settleMs);
    const landed = new URL(page.url()).pathname;
    const { touch, lcp, lcpElement } = await page.evaluate(() => {
      const state = (window as unknown as { __nav: { lcp: number | null; lcpElement: string } }).__nav;
      return { touch: Number(sessionStorage.getItem('__benchTouch')), lcp: state.lcp, lcpElement: state.lcpElement };
    });
    return {
      ms: touch > 0 && lcp !== null ? lcp - touch : null,
      lcpElement,
      wrongPage: landed === navigation.to ? null : landed,
    };
  } finally {
    await context.close();
  }
}

/** The limit: two bare HTML pages linking to each other, nothing else on them (no stylesheet, script or image). */
export const barePages = { from: '/a/', to: '/b/' } as const;

function barePage(title: string, other: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title><link rel="icon" href="data:,"></head><body>`,
    `<h1>${title}</h1><p>A bare page: one heading, this paragraph and a link, the least a browser can show.</p>`,
    `<p><a href="${other}">Go to the other page</a></p>`,
    '</body></html>',
  ].join('');
}

/** Writes the two bare pages into `dir`, to be served by the same host as the site. */
export async function writeBarePages(dir: string): Promise<void> {
  for (const [at, title, other] of [
    [barePages.from, 'Bare page A', barePages.to],
    [barePages.to, 'Bare page B', barePages.from],
  ] as const) {
    await mkdir(path.join(dir, at), { recursive: true });
    await writeFile(path.join(dir, at, 'index.html'), barePage(title, other));
  }
}

/** The tap of the limit: the bare page's link, on its own host. */
export const bareNavigation: Navigation = { name: 'limit: two bare pages', from: barePages.from, control: 'a', to: barePages.to };

const article = `${paths.blog}gtm-planning-product-launch-success/`;
const featuredArticle = `${paths.blog}fractional-cmo-vs-agency/`;
const fractionalCmo = servicePath('fractional-cmo');

/** Four taps from one page to the next, each timed against the bare pages in the same run. */
export const siteNavigations: readonly Navigation[] = [
  { name: 'home hero booking button → booking page', from: paths.home, control: `main a[href="${paths.booking}"]`, to: paths.booking },
  { name: 'home card "Learn more" → service page', from: paths.home, control: `#what-we-do a[href="${fractionalCmo}"]`, to: fractionalCmo },
  // The header's control comes first; a page without one in view offers the article's own booking button at its end.
  { name: 'article header booking control → booking page', from: article, control: `header a[href="${paths.booking}"], main a[href="${paths.booking}"]`, to: paths.booking },
  { name: 'blog list featured article → article', from: paths.blog, control: `main a[href="${featuredArticle}"]`, to: featuredArticle },
];
