/**
 * When islands come alive (DESIGN.md "Islands"): a page nobody touches runs no
 * island code; once idle it only fetches the islands' scripts into the cache, so the moment one is
 * needed (the toaster, as the Share menu opens) it hydrates without waiting on the network. Pages
 * with no island run no React at all, and the entry itself starts only once the page has loaded.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../src/paths.ts';
import { blogCollection } from '../../src/content/blog/collection.ts';
import { islandAttr } from '../../src/islands/attributes.ts';
import { untilLive } from '../support/islands.ts';
import { builtScripts } from '../support/builtScripts.ts';
import { distDir, untilIdleAfterLoad, useSite } from '../support/site.ts';

const harness = useSite();

test('an untouched article prefetches its islands\' scripts on idle and hydrates none; opening Share brings the toaster alive from the cache', async () => {
  const post = blogCollection.posts[0];
  assert.ok(post);
  const context = await harness.context('desktop');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const fetched = new Map<string, { fromCache: boolean; at: number }>();
  cdp.on('Network.responseReceived', ({ response }) => {
    const url = new URL(response.url);
    if (url.pathname.endsWith('.js')) {
      fetched.set(url.pathname, { fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache), at: Date.now() });
    }
  });
  await page.goto(`${harness.origin}${paths.blog}${post.slug}/`, { waitUntil: 'load' });

  const wanted = await page.evaluate(
    (prefetch) => [...new Set([...document.querySelectorAll(`[${prefetch}]`)].flatMap((island) => island.getAttribute(prefetch)!.split(' ')))],
    islandAttr.prefetch,
  );
  // What hydrating the toaster loads beyond what the entry has loaded already: its chunk, React
  // (esbuild names its chunk after `react`) and React DOM (after its `client` entry), with theirs.
  const scripts = builtScripts(distDir);
  const entryLoads = scripts.loadedWith([scripts.named('main')]);
  const hydrationLoads = [...scripts.loadedWith(['Toaster', 'react', 'client'].map(scripts.named))].filter((file) => !entryLoads.has(file));
  assert.deepEqual([...wanted].sort(), hydrationLoads.map((file) => `/assets/${file}`).sort(), 'the scripts to prefetch');
  await page.waitForFunction(
    (count) => document.querySelectorAll('link[rel="prefetch"][as="script"][crossorigin="anonymous"]').length === count,
    wanted.length,
  );
  for (let waited = 0; wanted.some((file) => !fetched.has(file)); waited += 50) {
    assert.ok(waited < 10_000, `prefetched so far: ${[...fetched.keys()].join(', ')}`);
    await page.waitForTimeout(50);
  }
  await untilIdleAfterLoad(page);
  assert.equal(await page.locator(`[${islandAttr.hydrated}]`).count(), 0, 'no island hydrates on its own');

  const touched = Date.now();
  await page.getByText('Share', { exact: true }).click();
  await untilLive(page, 'toaster');
  const loadedOnTouch = [...fetched].filter(([, response]) => response.at >= touched);
  assert.deepEqual(loadedOnTouch.map(([file]) => file).sort(), [...wanted].sort(), 'hydrating loaded the toaster\'s scripts');
  assert.deepEqual(
    loadedOnTouch.filter(([, response]) => !response.fromCache).map(([file]) => file),
    [],
    'every script the toaster needed came from the cache',
  );
});

test('a page without islands downloads and runs no React: only the entry and what it imports', async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${harness.origin}${paths.pricing}`, { waitUntil: 'networkidle' });
  await untilIdleAfterLoad(page);
  assert.equal(await page.locator(`[${islandAttr.name}]`).count(), 0, 'no island on the page');
  assert.ok(scripts.some((file) => /^\/assets\/main-[^/]+\.js$/.test(file)), `the entry loaded: ${scripts.join(', ')}`);
  assert.deepEqual(scripts.filter((file) => /\/(react|client)-[^/]+\.js$/.test(file)), [], 'neither React nor React DOM');
  assert.equal(await page.evaluate(() => 'React' in window || Boolean(document.querySelector('[data-reactroot]'))), false);
});

/** When the page's entry was fetched, beside the page's own first paint, parsing and load. */
function entryTimes(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const entry = performance.getEntriesByType('resource').find((resource) => /\/assets\/main-[^/]+\.js$/.test(resource.name));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { entry: entry?.startTime ?? null, load: navigation.loadEventStart, parsed: navigation.domInteractive, paint: paint?.startTime ?? null };
  });
}

test('the entry is fetched a second after the page has painted and loaded: a slow hero image holds it back, so a tap at the first paint meets no script of ours', async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  const heldMs = 1500;
  await page.route('**/home-hero*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, heldMs));
    await route.continue();
  });
  await page.goto(`${harness.origin}${paths.home}`, { waitUntil: 'load' });
  await untilIdleAfterLoad(page);
  const times = await entryTimes(page);
  assert.ok(times.entry !== null, 'the entry loaded');
  assert.ok(times.paint !== null && times.paint < times.load, `the page painted before its image came (${JSON.stringify(times)})`);
  // The loader's fallback starts the entry 3 s after it ran (just after parsing) if the load never comes.
  assert.ok(times.entry >= Math.min(times.load, times.parsed + 3000) + 1000, `the entry waited a second after the load (${JSON.stringify(times)})`);
  assert.ok(times.entry >= times.paint + 1000, `and after the first paint (${JSON.stringify(times)})`);
});

test('the booking page fetches its entry without that second: its script embeds the scheduler the visitor came for', async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  await page.goto(`${harness.origin}${paths.booking}`, { waitUntil: 'load' });
  await untilIdleAfterLoad(page);
  const times = await entryTimes(page);
  assert.ok(times.entry !== null && times.paint !== null, `the page painted and its entry loaded (${JSON.stringify(times)})`);
  // Two frames after the load stand in for the paint, so the entry may come just before the paint's own time stamp.
  assert.ok(times.entry >= times.load, `after the load (${JSON.stringify(times)})`);
  assert.ok(times.entry < Math.max(times.paint, times.load) + 1000, `but not a second after them (${JSON.stringify(times)})`);
});
