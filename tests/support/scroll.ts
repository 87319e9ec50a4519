import type { Page } from 'playwright-core';

/**
 * Waits until the page has stopped scrolling: the same scroll position and height in four samples 100 ms apart
 * (a smooth scroll can pause for a frame or two on a busy machine, so one repeat is not rest).
 * With `fromTheTop`, first waits for the scroll to start, for a scroll the page itself begins later.
 */
export async function untilScrollSettles(page: Page, { fromTheTop = false } = {}): Promise<void> {
  if (fromTheTop) await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 10_000 });
  let last = '';
  for (let steady = 0, tries = 0; steady < 4 && tries < 100; tries += 1) {
    // The page's height too: blocks drawn late may still be moving the end the scroll is kept at.
    const now = await page.evaluate(() => `${window.scrollY} ${document.documentElement.scrollHeight}`);
    steady = now === last ? steady + 1 : 0;
    last = now;
    await page.waitForTimeout(100);
  }
}
