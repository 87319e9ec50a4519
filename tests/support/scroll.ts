import type { Page } from 'playwright-core';
import { nextFrames } from './site.ts';

/**
 * Waits until the page has stopped scrolling: the same scroll position and height in four samples, each
 * at least 100 ms and two frames apart
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
    // Two frames as well as the time: a block coming into view takes its real height at a frame, which
    // a busy machine can hold back for longer than the samples span.
    await Promise.all([page.waitForTimeout(100), nextFrames(page)]);
  }
}
