/**
 * The visitor's side of the benchmark: pages loaded and controls tapped on a throttled phone
 * (bench/phone.ts), a fresh visitor each time. Paint timings compare our pages with the limit (the
 * same HTML without scripts or web font); tap timings say how long a tap waits for its answer.
 */
import type { Browser } from 'playwright-core';
import { openPhonePage } from './phone.ts';
import { paintTimingsScript, readPaintTimings, type PaintTimings } from './paintTimings.ts';
import { measureTap, tapMoments, type TapMoment, type TapSample, type TapTarget } from './tapTimings.ts';

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

const menuControl = 'header [aria-controls="site-drawer"]';
const drawerOpen = { control: menuControl, shows: '#site-drawer' };

/** The taps of issue 16 on a page: the header's Menu everywhere, plus the page's own controls. */
export function tapTargets(path: string, kind: string): TapTarget[] {
  const targets: TapTarget[] = [{ name: 'Menu → drawer', path, control: menuControl, shows: '#site-drawer' }];
  if (kind === 'home') {
    targets.push({
      name: 'Services toggle → list',
      path,
      control: '#site-drawer summary',
      shows: '#drawer-services li',
      before: [drawerOpen],
    });
  }
  if (kind === 'blog') {
    targets.push({ name: 'Load More → posts', path, control: '#articles summary', shows: '#articles [data-card-link]', showsMoreThan: 6 });
  }
  if (kind === 'article') targets.push({ name: 'Share → menu', path, control: '[data-share] summary', shows: '[data-share] ul' });
  return targets;
}

export interface TapResult {
  target: string;
  path: string;
  moment: TapMoment;
  samples: TapSample[];
}

/** Every target at every moment, `runs` fresh visitors each; `log` hears each sample. */
export async function measureTaps(
  browser: Browser,
  origin: string,
  targets: readonly TapTarget[],
  runs: number,
  log: (line: string) => void,
): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const target of targets) {
    for (const moment of tapMoments) {
      const samples: TapSample[] = [];
      for (let run = 0; run < runs; run += 1) {
        const sample = await measureTap(browser, origin, target, moment);
        samples.push(sample);
        log(`  ${target.path.padEnd(34)} ${target.name.padEnd(24)} ${moment.padEnd(15)} ${sample.ms === null ? 'no answer' : `${Math.round(sample.ms)} ms`}${sample.leftPage ? ` → left for ${sample.leftPage}` : ''}`);
      }
      results.push({ target: target.name, path: target.path, moment, samples });
    }
  }
  return results;
}
