/**
 * Screenshots of a route in two builds, whole page, at a phone's and a desktop's width, and the
 * pixels that differ between them (Debian's Chromium through Playwright; sharp decodes the images).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { renderOffscreenBlocks } from '../../tests/support/pageContent.ts';

export const widths = [390, 1280] as const;
const heights: Record<(typeof widths)[number], number> = { 390: 844, 1280: 800 };

/** A channel closer than this (of 255) counts as the same: the anti-aliasing of one renderer drawing the same page twice. */
const channelTolerance = 8;

/** The whole page at `origin + route`, once its scripts have run and its fonts loaded, every offscreen block drawn. */
export async function screenshot(browser: Browser, origin: string, route: string, width: (typeof widths)[number]): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: heights[width] }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The site's script starts a second after the first paint; what it draws is part of the page.
    await page.waitForTimeout(1500);
    await renderOffscreenBlocks(page);
    // Images below the fold load lazily, as a visitor scrolls to them: all loaded here, as a visitor would see them.
    await page.evaluate(async () => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
      await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => undefined)));
    });
    return await page.screenshot({ fullPage: true, animations: 'disabled' });
  } finally {
    await context.close();
  }
}

export interface PixelDifference {
  /** Pixels that differ, the rows only one image has included. */
  differing: number;
  total: number;
  heights: [number, number];
}

/** Compares two screenshots pixel by pixel; when they differ, writes both and a diff (differing pixels red over the page, faded) as `<name>-before|after|diff.png` in `outDir`. */
export async function comparePixels(before: Buffer, after: Buffer, outDir: string, name: string): Promise<PixelDifference> {
  const [a, b] = await Promise.all([before, after].map((image) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!a || !b) throw new Error('Screenshot missing');
  const width = Math.max(a.info.width, b.info.width);
  const height = Math.max(a.info.height, b.info.height);
  const diff = Buffer.alloc(width * height * 4);
  let differing = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const inA = x < a.info.width && y < a.info.height;
      const inB = x < b.info.width && y < b.info.height;
      const ia = (y * a.info.width + x) * 4;
      const ib = (y * b.info.width + x) * 4;
      let same = inA && inB;
      for (let channel = 0; same && channel < 3; channel += 1) same = Math.abs(a.data[ia + channel]! - b.data[ib + channel]!) <= channelTolerance;
      if (same) {
        const grey = 255 - (255 - (a.data[ia]! + a.data[ia + 1]! + a.data[ia + 2]!) / 3) / 4;
        diff.fill(grey, at, at + 3);
      } else {
        differing += 1;
        diff[at] = 255;
      }
      diff[at + 3] = 255;
    }
  }
  if (differing > 0) {
    await writeFile(path.join(outDir, `${name}-before.png`), before);
    await writeFile(path.join(outDir, `${name}-after.png`), after);
    await sharp(diff, { raw: { width, height, channels: 4 } }).png().toFile(path.join(outDir, `${name}-diff.png`));
  }
  return { differing, total: width * height, heights: [a.info.height, b.info.height] };
}
