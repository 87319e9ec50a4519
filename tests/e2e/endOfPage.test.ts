/**
 * Issue 16, point 4: one jump to the end reaches the end. Long pages draw offscreen blocks only as
 * they come near (src/styles/renderNearViewport.ts), at an estimated height until then; a single End
 * press, or a script scrolling to `scrollHeight`, must still end with the footer in view and the
 * reading-progress bar at 100, on every article and long page.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { routeVisits } from '../support/routeVisits.ts';
import { untilScrollSettles } from '../support/scroll.ts';
import { untilScripted, useSite, viewports } from '../support/site.ts';

const harness = useSite();

async function endReached(page: Page) {
  return page.evaluate(() => {
    const footer = document.querySelector('body > footer') ?? document.querySelector('footer:last-of-type');
    const box = footer?.getBoundingClientRect();
    const progress = document.querySelector<HTMLProgressElement>('progress[data-reading-progress]');
    return {
      footerBottom: Math.round(box?.bottom ?? Number.NaN),
      viewport: window.innerHeight,
      short: Math.round(document.documentElement.scrollHeight - window.innerHeight - window.scrollY),
      progress: progress ? progress.value : null,
    };
  });
}

// Every page shown with status 200; those under two screens tall have no jump to make.
const longPages = routeVisits.filter((visit) => visit.status === 200 && visit.route.kind !== 'redirect');

describe('one jump to the end reaches the footer', { concurrency: 2 }, () => {
  for (const visit of longPages) {
    for (const how of ['End key', 'scrollTo(0, scrollHeight)'] as const) {
      test(`${visit.url}: ${how}`, async () => {
        const { page } = await harness.open(visit.url, 'mobile');
        await untilScripted(page);
        const tall = await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight);
        if (!tall) return;
        if (how === 'End key') {
          await page.locator('main h1').first().click();
          await page.keyboard.press('End');
        } else {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        }
        await untilScrollSettles(page);
        const end = await endReached(page);
        assert.ok(end.short <= 2, `${end.short} px short of the end`);
        assert.ok(Math.abs(end.footerBottom - viewports.mobile.height) <= 2, `the footer's bottom is at ${end.footerBottom} of ${end.viewport}`);
        if (end.progress !== null) assert.equal(end.progress, 100, 'the reading-progress bar is full');
        await page.context().close();
      });
    }
  }
});
