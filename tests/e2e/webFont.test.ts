/**
 * The first paint is the final paint. The web font never holds up or changes a
 * page's text: a first visit paints in the local, metric-matched fallback and keeps it, and caches
 * Inter once the page has loaded, decoding it ahead; the next page finds it decoded and paints in Inter from the start.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../src/paths.ts';
import { webFont } from '../../src/styles/webFont.ts';
import { untilScripted, useSite } from '../support/site.ts';

const harness = useSite();

/** Layout shifts of the page so far (none may happen without input). */
const layoutShiftScript = `window.__shifts = 0;
new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value; })
  .observe({ type: 'layout-shift', buffered: true });`;

/** The fonts the browser drew an element's text in (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test('a first visit paints in the fallback and keeps it, then caches Inter, which the next page paints in from the start', async () => {
  const context = await harness.context('mobile');
  await context.addInitScript({ content: layoutShiftScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const fontResponses: { url: string; fromCache: boolean; beforeLoad: boolean; requestId: string }[] = [];
  const servedFromMemory = new Set<string>();
  let loaded = false;
  page.on('load', () => (loaded = true));
  cdp.on('Network.responseReceived', ({ response, requestId }) => {
    if (response.url.endsWith('.woff2')) {
      fontResponses.push({ url: response.url, fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache), beforeLoad: !loaded, requestId });
    }
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromMemory.add(requestId));

  await page.goto(`${harness.origin}${paths.pricing}`, { waitUntil: 'load' });
  await untilScripted(page);
  assert.equal(await page.evaluate((attr) => document.documentElement.hasAttribute(attr), webFont.inUseAttr), false, 'a first visit does not ask for the web font');
  assert.deepEqual(fontResponses.filter((response) => response.beforeLoad), [], 'no font is fetched while the page loads');
  const firstFonts = await renderedFonts(page, 'main h1');
  assert.ok(!firstFonts.some((font) => /Inter/.test(font)), `drawn in the local fallback: ${firstFonts.join(', ')}`);

  // Once idle, the font file is fetched into the cache and remembered, for the next page.
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, webFont.storageKey);
  const cachedSrc = await page.evaluate((key) => localStorage.getItem(key), webFont.storageKey);
  assert.match(cachedSrc ?? '', /^\/assets\/inter-[^/]+\.woff2$/);
  assert.equal(fontResponses.filter((response) => !response.fromCache).length, 1, 'fetched once from the network');
  // Then read back from the cache once and decoded, for the next page.
  for (const started = Date.now(); fontResponses.length < 2 && Date.now() - started < 5000; ) await page.waitForTimeout(50);
  assert.equal(fontResponses.length, 2, `read back once to be decoded: ${JSON.stringify(fontResponses)}`);
  assert.ok(fontResponses[1]!.fromCache, 'from the cache, not the network');
  assert.deepEqual(await renderedFonts(page, 'main h1'), firstFonts, 'the page keeps the font it painted in');
  assert.equal(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts), 0, 'nothing shifted');

  await page.goto(`${harness.origin}${paths.services}`, { waitUntil: 'load' });
  assert.equal(await page.evaluate((attr) => document.documentElement.hasAttribute(attr), webFont.inUseAttr), true, 'the next page uses the cached font');
  const nextFonts = await renderedFonts(page, 'main h1');
  assert.ok(nextFonts.length > 0 && nextFonts.every((font) => /^Inter\b/.test(font)), `drawn in Inter: ${nextFonts.join(', ')}`);
  const second = fontResponses.slice(2);
  assert.equal(second.length, 1, `asked for once more: ${JSON.stringify(second)}`);
  assert.ok(second.every((response) => response.fromCache), `read from the cache: ${JSON.stringify(second)}`);
  assert.ok(second.every((response) => servedFromMemory.has(response.requestId)), 'the face the page before decoded, from memory: not decoded again in front of the first paint');
  assert.equal(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts), 0, 'nothing shifted');
});

test('a stale or foreign cached-font note is ignored: the page keeps to the fallback', async () => {
  const context = await harness.context('mobile');
  await context.addInitScript(({ key }) => localStorage.setItem(key, '/assets/inter-old.woff2'), { key: webFont.storageKey });
  const page = await context.newPage();
  await page.goto(`${harness.origin}${paths.pricing}`, { waitUntil: 'load' });
  assert.equal(await page.evaluate((attr) => document.documentElement.hasAttribute(attr), webFont.inUseAttr), false);
});
