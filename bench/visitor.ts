/**
 * The visitor's side of the benchmark: pages loaded and controls tapped on a throttled phone
 * (bench/phone.ts), a fresh visitor each time. Paint timings compare our pages with the limit (the
 * same HTML without scripts or web font); tap timings say how long a tap waits for its answer, beside
 * the same tap on a bare page holding only the native element (bench/tapLimits.ts), and on our page
 * without its scripts, where the native element answers alone: the gap splits into what our script
 * adds and what the page itself (its content and styles) costs the browser.
 */
import os from 'node:os';
import type { Browser } from 'playwright-core';
import { headerDom } from '../src/components/header/headerDom.ts';
import { BLOG_PAGE_SIZE } from '../src/content/blog/constants.ts';
import { loadMoreDom, shareDom } from '../src/pages/blog/blogDom.ts';
import { openPhonePage } from './phone.ts';
import { paintTimingsScript, readPaintTimings, type PaintTimings } from './paintTimings.ts';
import { measureTap, type TapMoment, type TapSample, type TapTarget } from './tapTimings.ts';
import { tapLimitAnswers, tapLimitPages } from './tapLimits.ts';

/** Loads `url` as a first visit and reads what painted when, once the page has settled for 3 s. */
export async function measurePaint(browser: Browser, url: string): Promise<PaintTimings> {
  const { context, page } = await openPhonePage(browser, [paintTimingsScript]);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    return await readPaintTimings(page);
  } finally {
    await context.close();
  }
}

// The selectors come from the pages' contracts (the *Dom.ts modules), so a renamed marker cannot leave the bench timing nothing.
const drawer = `#${headerDom.drawerId}`;
const menuControl = `header [aria-controls="${headerDom.drawerId}"]`;
const drawerOpen = { control: menuControl, shows: drawer };
const cardLinks = `[${loadMoreDom.listAttr}] [${loadMoreDom.cardLinkAttr}]`;

/** A site's tap and the bare page it is held against (bench/tapLimits.ts). */
export interface TimedTap {
  target: TapTarget;
  limit: keyof typeof tapLimitPages;
}

/** The taps timed on a page: the header's Menu everywhere, plus the page's own controls. */
export function tapTargets(path: string, kind: string): TimedTap[] {
  const taps: TimedTap[] = [{ target: { name: 'Menu → drawer', path, control: menuControl, shows: drawer }, limit: 'dialog' }];
  if (kind === 'home') {
    taps.push(
      {
        target: { name: 'drawer Services → list', path, control: `${drawer} summary`, shows: `#${headerDom.drawerServicesId} li`, before: [drawerOpen] },
        limit: 'details',
      },
      {
        target: { name: 'desktop Services → menu', path, control: `[${headerDom.servicesToggleAttr}]`, shows: `#${headerDom.servicesMenuId} li`, screen: 'tablet' },
        limit: 'details',
      },
    );
  }
  if (kind === 'blog') {
    taps.push({ target: { name: 'Load More → posts', path, control: `[${loadMoreDom.moreAttr}]`, shows: cardLinks, showsMoreThan: BLOG_PAGE_SIZE }, limit: 'list' });
  }
  if (kind === 'article') taps.push({ target: { name: 'Share → menu', path, control: `[${shareDom.triggerAttr}]`, shows: `[${shareDom.menuAttr}] ul` }, limit: 'details' });
  return taps;
}

/** The bare page's tap that is the limit of `tap`, on the same screen. */
export function limitTarget(tap: TimedTap): TapTarget {
  return { name: `limit: bare ${tap.limit}`, path: tapLimitPages[tap.limit], ...tapLimitAnswers[tap.limit], screen: tap.target.screen };
}

export interface TapResult {
  target: string;
  path: string;
  /** The bare page it is held against. */
  limit: string;
  moment: TapMoment;
  samples: TapSample[];
  limitSamples: TapSample[];
  /** The same tap on the same page without its scripts (nor web font: the paint limit's copy). */
  withoutScriptSamples: TapSample[];
  /** The machine's 1-minute load average as the visits ended (2 cores shared: the figures move with it). */
  load: number;
}

/** Where the site, the bare limit pages and the site without scripts are served. */
export interface TapOrigins {
  site: string;
  limit: string;
  withoutScript: string;
}

/**
 * Every tap at each of `moments`, `runs` fresh visitors each, each visit followed by one on its limit page
 * and one on the page without scripts, so that drift in the machine's load touches all alike; `log`
 * hears each round.
 */
export async function measureTaps(
  browser: Browser,
  origins: TapOrigins,
  taps: readonly TimedTap[],
  moments: readonly TapMoment[],
  runs: number,
  log: (line: string) => void,
): Promise<TapResult[]> {
  const results: TapResult[] = [];
  const shown = (sample: TapSample) => (sample.ms === null ? 'no answer' : `${Math.round(sample.ms)} ms`);
  for (const tap of taps) {
    for (const moment of moments) {
      const samples: TapSample[] = [];
      const limitSamples: TapSample[] = [];
      const withoutScriptSamples: TapSample[] = [];
      for (let run = 0; run < runs; run += 1) {
        const sample = await measureTap(browser, origins.site, tap.target, moment);
        const limit = await measureTap(browser, origins.limit, limitTarget(tap), moment);
        const withoutScript = await measureTap(browser, origins.withoutScript, tap.target, moment);
        samples.push(sample);
        limitSamples.push(limit);
        withoutScriptSamples.push(withoutScript);
        log(
          `  ${tap.target.path.padEnd(34)} ${tap.target.name.padEnd(24)} ${moment.padEnd(15)} ${shown(sample).padStart(9)} (limit ${shown(limit)}, no script ${shown(withoutScript)})${sample.leftPage ? ` → left for ${sample.leftPage}` : ''}`,
        );
      }
      results.push({ target: tap.target.name, path: tap.target.path, limit: limitTarget(tap).name, moment, samples, limitSamples, withoutScriptSamples, load: os.loadavg()[0] ?? 0 });
    }
  }
  return results;
}
