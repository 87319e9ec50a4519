/**
 * DESIGN.md §4 performance: long pages lay out only what is on screen at first (content-visibility),
 * while every block still renders as the visitor reaches it and a jump to a #hash stays exact.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { paths, servicePath } from '../../src/paths.ts';
import { focusRing } from '../../src/styles/focusRing.ts';
import { renderOffscreenBlocks } from '../support/pageContent.ts';
import { routeVisits } from '../support/routeVisits.ts';
import { nextFrames, useSite } from '../support/site.ts';

const harness = useSite();

const article = `${paths.blog}fractional-cmo-services-complete-guide/`;

/** Whether the browser is rendering `target` (a selector or locator) now, rather than skipping it as offscreen. */
function isRendered(page: Page, target: string | Locator): Promise<boolean> {
  const locator = typeof target === 'string' ? page.locator(target).first() : target;
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/** Scrolls `target` to the top of the viewport at once (the page's own scrolling is smooth) and waits until it renders. */
async function scrollUntilRendered(target: Locator): Promise<void> {
  await target.evaluate((element) => window.scrollTo({ top: window.scrollY + element.getBoundingClientRect().top, behavior: 'instant' }));
  await target.page().waitForFunction((element) => element?.checkVisibility({ contentVisibilityAuto: true }), await target.elementHandle(), { timeout: 3000 });
}

test('a long page skips the blocks far below the first screen until the visitor scrolls near them', async () => {
  const { page, problems } = await harness.open(servicePath('fractional-cmo'), 'mobile');
  await nextFrames(page);
  assert.equal(await isRendered(page, '#services h2'), true, 'the first section below the hero is rendered');
  // Not even skipped for the first layout: it starts within half a screen of the first one.
  const contentVisibility = (selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility);
  assert.equal(await contentVisibility('#hero + #services'), 'visible', 'the section right after the hero is never skipped');
  assert.equal(await contentVisibility('#services + #deliverables'), 'auto', 'the section after it may be');
  for (const far of ['#roi h2', '#industries h2', '#results h2', '#get-started h2', 'body > footer h2']) assert.equal(await isRendered(page, far), false, `${far} waits offscreen`);
  await scrollUntilRendered(page.locator('#results h2'));
  assert.equal(await isRendered(page, '#results h2'), true, 'rendered once scrolled to');
  assert.deepEqual(problems, []);
});

test('drawing every skipped block for a check keeps in view what the visitor was looking at', async () => {
  const { page } = await harness.open(article, 'mobile');
  // The browser's own scroll anchoring off: Chromium missed one jump in four, so the helper must not rely on it.
  await page.evaluate(() => {
    const noAnchoring = new CSSStyleSheet();
    noAnchoring.replaceSync('html { overflow-anchor: none; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, noAnchoring];
  });
  const heading = page.locator('article section[data-words] h2').last();
  await scrollUntilRendered(heading);
  await nextFrames(page);
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  const [topBefore, heightBefore] = [await top(), await pageHeight()];
  const restore = await renderOffscreenBlocks(page);
  assert.ok(Math.abs((await pageHeight()) - heightBefore) > 100, 'the blocks above are drawn at heights other than their estimates');
  assert.equal(await top(), topBefore, 'the heading stays where the visitor had it');
  await restore();
});

/**
 * Every block the page is skipping whose text is light (a dark block): its estimated content height
 * and its drawn one, measured by drawing it for a moment, and its markup as served. Blocks that have
 * been drawn already stand at their drawn height, so the estimate is read from the style, not the box.
 */
function skippedDarkBlocks(page: Page) {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const [r = 0, g = 0, b = 0] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
        return style.contentVisibility === 'auto' && (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 > 0.5;
      })
      .map((element) => {
        const markup = element.outerHTML;
        const style = getComputedStyle(element);
        const estimated = Number.parseFloat(style.containIntrinsicBlockSize.split(' ').at(-1) ?? '');
        const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
        element.style.contentVisibility = 'visible';
        const drawn = element.getBoundingClientRect().height - edges.reduce((sum, edge) => sum + Number.parseFloat(style[edge]), 0);
        element.style.contentVisibility = '';
        return { block: element.id || element.localName, markup, estimated: Math.round(estimated), drawn: Math.round(drawn) };
      }),
  );
}

test('every dark block skipped offscreen stands in at a height that holds its content, at every layout width', async () => {
  const { page } = await harness.open(paths.home, 'mobile');
  const checked = new Set<string>();
  // A block of the same markup as one measured already (the footer of every page, the articles'
  // closing call) is drawn at the same heights: a page whose dark blocks all were is not measured again.
  const measured = new Set<string>();
  // The narrowest phone, the widest phone layout, and each breakpoint's narrowest and widest width.
  const widths = [320, 639, 640, 767, 768, 1023, 1024, 1440];
  for (const visit of routeVisits.filter(({ status, route }) => status === 200 && route.kind !== 'redirect')) {
    await page.goto(`${harness.origin}${visit.url}`);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const blocks = await skippedDarkBlocks(page);
      if (width === widths[0] && blocks.every(({ markup }) => measured.has(markup))) break;
      for (const { block, estimated, drawn, markup } of blocks) {
        checked.add(block);
        measured.add(markup);
        // Taller drawn, its text would spill past its end, onto a light block or the page's white, for contrast checkers.
        assert.ok(drawn <= estimated, `${visit.url} at ${width} px: ${block} is drawn ${drawn} px tall, over its estimate ${estimated} px`);
        // Far taller, the scrollbar would promise a page a screen longer than the one drawn.
        assert.ok(estimated - drawn < 800, `${visit.url} at ${width} px: ${block}'s estimate ${estimated} px is a screen over the drawn ${drawn} px`);
      }
    }
  }
  assert.deepEqual([...checked].sort(), ['article-cta', 'custom-solution', 'footer', 'get-started', 'roi']);
});

test("an article's h2 sections are skipped offscreen, with a height estimated from their words", async () => {
  const { page } = await harness.open(article, 'mobile');
  await nextFrames(page);
  const last = page.locator('article section[data-words]').last();
  assert.equal(await isRendered(page, last.locator('h2')), false);
  const estimate = await last.evaluate((section) => section.getBoundingClientRect().height);
  const words = Number(await last.getAttribute('data-words'));
  assert.ok(words > 50 && estimate > words * 3, `a ${words}-word section stands in at ${estimate}px, not collapsed`);
  await scrollUntilRendered(last.locator('h2'));
  const real = await last.evaluate((section) => section.getBoundingClientRect().height);
  assert.ok(Math.abs(real - estimate) / real < 0.35, `estimate ${estimate}px within 35 % of the real ${real}px`);
});

test('with a #hash in the URL nothing is skipped, so the page is laid out at its real height before the jump', async () => {
  const { page } = await harness.open(`${servicePath('fractional-cmo')}#get-started`, 'mobile');
  await nextFrames(page);
  for (const selector of ['#industries h2', '#process h2', '#results h2']) assert.equal(await isRendered(page, selector), true, `${selector} rendered`);
});

test("a focus ring at a skipped block's edge is drawn in full (the block clips its paint)", async () => {
  const { page } = await harness.open(article, 'mobile');
  // A link that starts a line, flush with its section's left edge: its ring reaches outside the section.
  const link = page.locator('article section[data-words] p a');
  const flush = await link.evaluateAll((links) =>
    links.findIndex((candidate) => {
      const section = candidate.closest('section')!;
      return Math.abs(candidate.getClientRects()[0]!.left - section.getBoundingClientRect().left) < 1;
    }),
  );
  assert.ok(flush >= 0, 'the article has a link at the start of a line');
  const target = link.nth(flush);
  await scrollUntilRendered(target);
  // Out from under the sticky header, to the middle of the screen.
  await page.evaluate(() => window.scrollBy({ top: -window.innerHeight / 2, behavior: 'instant' }));
  await target.focus();
  await nextFrames(page);
  const box = await target.evaluate((element) => {
    const rect = element.getClientRects()[0]!;
    return { x: rect.left, y: rect.top, height: rect.height };
  });
  // The strip just left of the link, where the ring's left side is drawn.
  const reach = focusRing.width + focusRing.offset;
  const strip = await page.screenshot({ clip: { x: box.x - reach, y: box.y, width: reach, height: box.height } });
  const { data, info } = await sharp(strip).raw().toBuffer({ resolveWithObject: true });
  let ringPixels = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const [r = 0, g = 0, b = 0] = data.subarray(offset, offset + 3);
    if (b > 180 && r < 100 && g < 150) ringPixels += 1; // --color-focus, #2563eb
  }
  assert.ok(ringPixels >= box.height, `the ring's left side is visible (${ringPixels} focus-coloured pixels)`);
});
