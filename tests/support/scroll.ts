import type { Page } from 'playwright-core';

/**
 * Waits until the page has stopped scrolling: the same scroll position in four samples 100 ms apart
 * (a smooth scroll can pause for a frame or two on a busy machine, so one repeat is not rest).
 * With `fromTheTop`, first waits for the scroll to start, for a scroll the page itself begins later.
 */
export async function untilScrollSettles(page: Page, { fromTheTop = false } = {}): Promise<void> {
  if (fromTheTop) await page.waitForFunction(() => window.scrollY > 0, undefined, { timeout: 10_000 });
  let last = -1;
  for (let steady = 0, tries = 0; steady < 4 && tries < 100; tries += 1) {
    const y = await page.evaluate(() => window.scrollY);
    steady = y === last ? steady + 1 : 0;
    last = y;
    await page.waitForTimeout(100);
  }
}
