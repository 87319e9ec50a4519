import type { Browser } from 'playwright-core';
import { linksInFirstScreen } from '../tests/support/firstScreen.ts';

/** The screens the first-screen count is taken at: a phone, the smallest phones in use, a laptop. */
export const firstScreenViewports = {
  'phone 390×844': { width: 390, height: 844 },
  'small phone 320×568': { width: 320, height: 568 },
  'laptop 1280×800': { width: 1280, height: 800 },
} as const;
type FirstScreenViewport = keyof typeof firstScreenViewports;

export interface FirstScreenCount {
  viewport: FirstScreenViewport;
  /** Pages with a link to the booking page wholly inside the first screen, as loaded. */
  withControl: number;
  pages: number;
  /** The pages without one. */
  missing: string[];
}

/** For each viewport, how many of `paths` show a booking control before the visitor scrolls (layout only: no throttling needed). */
export async function countFirstScreenBooking(browser: Browser, origin: string, paths: readonly string[], bookingHref: string): Promise<FirstScreenCount[]> {
  const counts: FirstScreenCount[] = [];
  for (const [viewport, size] of Object.entries(firstScreenViewports) as [FirstScreenViewport, (typeof firstScreenViewports)[FirstScreenViewport]][]) {
    const context = await browser.newContext({ viewport: size, hasTouch: size.width < 1024, isMobile: size.width < 1024 });
    const missing: string[] = [];
    try {
      const page = await context.newPage();
      for (const pagePath of paths) {
        await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
        if ((await page.evaluate(linksInFirstScreen, bookingHref)).length === 0) missing.push(pagePath);
      }
    } finally {
      await context.close();
    }
    counts.push({ viewport, withControl: paths.length - missing.length, pages: paths.length, missing });
  }
  return counts;
}
