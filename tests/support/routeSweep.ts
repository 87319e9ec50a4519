/**
 * The gate every route passes at 390×844 (and each page template at 1280×800), in one visit each: the right status and
 * title, served under the site's policy with zero violations of it, no console errors or failed
 * requests to our own origin (the page's script included), no lazy image in the first screen, a
 * way to book in the first screen, every island hydrated once reached for, one jump to
 * the end reaching the end (the End key on the phone, a script's
 * scrollTo(0, scrollHeight) on the desktop), axe-core 0 violations (and, on the desktop, contrast as
 * loaded, before anything far below is drawn), and no horizontal overflow
 * (the mobile pass also at 320 px wide). A redirect is followed to where it lands, with the checks
 * of the first screen, the policy and the console; the page it lands on gets the rest at its own address.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { islandAttr } from '../../src/islands/attributes.ts';
import { paths } from '../../src/paths.ts';
import { documentTitle } from '../../src/seo/meta.ts';
import { axeViolations } from './axe.ts';
import { linksInFirstScreen } from './firstScreen.ts';
import { reachForIslands } from './islands.ts';
import { routeVisits, templateVisits, type RouteVisit } from './routeVisits.ts';
import { renderOffscreenBlocks } from './pageContent.ts';
import { untilScrollSettles } from './scroll.ts';
import { cspViolations, untilScripted, useSite, viewports, type ViewportName, type SiteHarness } from './site.ts';

/** What a 404 response makes Chromium log, and the 404 page's own log (SPEC.md §8): expected there, nowhere else. */
const expectedOnNotFound = [/^console: Failed to load resource: the server responded with a status of 404/, /^console: 404 Error: User attempted to access non-existent route: \//];

async function failedIslands(page: Page): Promise<string[]> {
  return page.locator(`[${islandAttr.failed}]`).evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name) ?? '?'), islandAttr.name);
}

/** Width of the page beyond the viewport, in CSS pixels (0 when nothing sticks out sideways). */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Images in the first screen that wait for layout before they are fetched (loading="lazy"): they
 * paint after the text around them, so the page's largest paint comes after its first.
 */
async function lazyImagesOnFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return image.loading === 'lazy' && box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
      })
      .map((image) => image.getAttribute('src') ?? '?'),
  );
}

/**
 * Jumps to the end as a visitor does (End, or a script's scrollTo) and reports how close it came.
 * Long pages draw offscreen blocks only as they come near, at an estimated height until then
 * (src/styles/renderNearViewport.ts), so this must run before anything renders them all.
 */
async function jumpToTheEnd(page: Page, how: 'End key' | 'scrollTo(0, scrollHeight)') {
  // A busy machine can hold a smooth scroll still for longer than untilScrollSettles' samples span,
  // so the scroll's own end is awaited first.
  await page.evaluate(() => {
    const flagged = window as unknown as { scrollEnded?: boolean; jumpLog: string[] };
    flagged.scrollEnded = false;
    window.addEventListener('scrollend', () => (flagged.scrollEnded = true), { once: true });
    // What the page did during the jump, for the message of a jump that stops short. (No named
    // function in here: tsx would wrap it in a helper the page lacks.)
    const start = performance.now();
    const log: string[] = (flagged.jumpLog = []);
    new ResizeObserver(([entry]) => log.push(`${Math.round(performance.now() - start)} ms: height ${Math.round(entry!.borderBoxSize[0]!.blockSize)}, y=${Math.round(scrollY)}`)).observe(document.body);
    window.addEventListener('scrollend', () => log.push(`${Math.round(performance.now() - start)} ms: scrollend, y=${Math.round(scrollY)} of ${document.documentElement.scrollHeight - innerHeight}`));
  });
  if (how === 'End key') {
    await page.locator('main h1').first().click();
    await page.keyboard.press('End');
  } else {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }
  await page.waitForFunction(() => (window as unknown as { scrollEnded?: boolean }).scrollEnded, undefined, { timeout: 10_000 });
  await untilScrollSettles(page);
  return page.evaluate(() => {
    const footer = document.querySelector('body > footer') ?? document.querySelector('footer:last-of-type');
    const progress = document.querySelector<HTMLProgressElement>('progress[data-reading-progress]');
    return {
      log: (window as unknown as { jumpLog: string[] }).jumpLog.join('; '),
      footerBottom: Math.round(footer?.getBoundingClientRect().bottom ?? Number.NaN),
      viewport: window.innerHeight,
      short: Math.round(document.documentElement.scrollHeight - window.innerHeight - window.scrollY),
      progress: progress ? progress.value : null,
    };
  });
}

async function checkVisit(harness: SiteHarness, visit: RouteVisit, viewport: ViewportName): Promise<void> {
  const { page, status, headers, problems } = await harness.open(visit.url, viewport);
  assert.equal(status, visit.status, `${visit.url}: HTTP status`);
  assert.equal(await page.title(), documentTitle(visit.shown), `${visit.url}: title`);
  assert.ok(headers['content-security-policy']?.includes("script-src 'self'"), `${visit.url}: served without the CSP`);
  assert.deepEqual(await lazyImagesOnFirstScreen(page), [], `${visit.url}: lazy images in the first screen at ${viewport}`);
  // Every page offers the booking page before the visitor scrolls.
  assert.notDeepEqual(await page.evaluate(linksInFirstScreen, paths.booking), [], `${visit.url}: a booking control in the first screen at ${viewport}`);
  await untilScripted(page);
  await reachForIslands(page);
  assert.deepEqual(await failedIslands(page), [], `${visit.url}: islands that failed to hydrate`);

  // Contrast as Lighthouse judges it, on the page as loaded: blocks far below are still skipped then.
  // What makes it hold on every page, at every width (each skipped dark block's estimate holding its
  // content), tests/e2e/offscreenRendering.test.ts measures; here it is seen once per template.
  if (viewport === 'desktop') {
    assert.deepEqual(await axeViolations(page, { rules: ['color-contrast'] }), [], `${visit.url}: contrast violations as loaded at ${viewport}`);
  }

  // Pages under two screens tall have no jump to make; error pages and redirects are not long reads.
  const tall = await page.evaluate(() => document.documentElement.scrollHeight > 2 * window.innerHeight);
  if (tall && visit.status === 200 && visit.route.kind !== 'redirect') {
    const how = viewport === 'mobile' ? 'End key' : 'scrollTo(0, scrollHeight)';
    const end = await jumpToTheEnd(page, how);
    assert.ok(end.short <= 2, `${visit.url}: ${how} stopped ${end.short} px short of the end (${end.log})`);
    assert.ok(Math.abs(end.footerBottom - end.viewport) <= 2, `${visit.url}: after ${how} the footer's bottom is at ${end.footerBottom} of ${end.viewport}`);
    if (end.progress !== null) assert.equal(end.progress, 100, `${visit.url}: the reading-progress bar is full`);
  }

  // Everything the page did by now (its script, islands, the reveal, the jump) ran under the policy.
  assert.deepEqual(await cspViolations(page), [], `${visit.url}: CSP violations`);
  const unexpected = problems.filter((problem) => visit.status !== 404 || !expectedOnNotFound.some((pattern) => pattern.test(problem)));
  assert.deepEqual(unexpected, [], `${visit.url}: console errors or failed requests`);

  // A redirect lands on a page the sweep visits at its own address: its blocks, colours and widths are checked there.
  if (visit.route.kind === 'redirect') {
    await page.context().close();
    return;
  }

  // Every block as the visitor sees it on reaching it: skipped offscreen blocks have no colours or
  // width to check; cards the jump revealed are checked once their fade has finished (axeViolations waits).
  await renderOffscreenBlocks(page);
  assert.deepEqual(await axeViolations(page), [], `${visit.url}: axe violations at ${viewport}`);

  assert.equal(await horizontalOverflow(page), 0, `${visit.url}: horizontal overflow at ${viewport}`);
  if (viewport === 'mobile') {
    // The smallest phones in use: the layout must still hold at 320 px.
    await page.setViewportSize(viewports.narrow);
    assert.equal(await horizontalOverflow(page), 0, `${visit.url}: horizontal overflow at 320 px`);
    await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
    assert.notDeepEqual(await page.evaluate(linksInFirstScreen, paths.booking), [], `${visit.url}: a booking control in the first screen at 320 px`);
  }
  await page.context().close();
}

/**
 * Sweeps at one viewport: one file per viewport, so the gate runs the two at once. The phone sees
 * every route, where the owner's words are likeliest to break a layout; the desktop, one route of
 * each page template (./routeVisits.ts), whose layout and colours the template decides.
 */
export function sweepRoutes(viewport: 'mobile' | 'desktop'): void {
  const harness = useSite();
  const visits = viewport === 'mobile' ? routeVisits : templateVisits;
  describe(`${viewport === 'mobile' ? 'every route' : 'every page template'} at the ${viewport} viewport`, { concurrency: 3 }, () => {
    for (const visit of visits) {
      test(`${visit.url}: status ${visit.status}, title, policy kept, no errors, first screen eager and with a booking control, one jump to the end, axe clean, no overflow${viewport === 'mobile' ? ' (390 and 320 px)' : ''}`, () => checkVisit(harness, visit, viewport));
    }
  });
}
