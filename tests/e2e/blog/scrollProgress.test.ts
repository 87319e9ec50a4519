import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { paths } from '../../../src/paths.ts';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { nextFrames, untilScripted, useSite } from '../../support/site.ts';

const harness = useSite();

/** The bar's value, and the share of its width drawn in the fill colour (read from the pixels). */
async function progress(page: Page) {
  const bar = page.getByRole('progressbar', { name: 'Reading progress' });
  const value = Number(await bar.getAttribute('value'));
  const max = Number(await bar.getAttribute('max'));
  const { data, info } = await sharp(await bar.screenshot({ animations: 'disabled' })).raw().toBuffer({ resolveWithObject: true });
  const row = Math.floor(info.height / 2) * info.width * info.channels;
  let filled = 0;
  for (let x = 0; x < info.width; x += 1) {
    const [r = 0, g = 0, b = 0] = data.subarray(row + x * info.channels, row + x * info.channels + 3);
    // The track is light grey; the fill runs from blue to amber.
    if (r + g + b < 600) filled += 1;
  }
  return { value, max, widthShare: filled / info.width };
}

async function scrollTo(page: Page, fraction: number) {
  // Blocks skipped offscreen take their real height as they render, so the page can grow under the
  // scroll: like a visitor, keep scrolling until the position holds (the bottom stays the bottom).
  for (let tries = 0; tries < 10; tries += 1) {
    const settled = await page.evaluate((share) => {
      const top = Math.round((document.documentElement.scrollHeight - window.innerHeight) * share);
      if (Math.abs(window.scrollY - top) <= 1) return true;
      window.scrollTo({ top, behavior: 'instant' });
      return false;
    }, fraction);
    // Two animation frames for the page to render and the bar to follow.
    await nextFrames(page);
    if (settled) return;
  }
}

for (const post of [blogCollection.posts.find((candidate) => candidate.layout === 'markdown'), blogCollection.posts[0]]) {
  test(`the reading-progress bar follows the scroll on ${post?.slug}: 0 at the top, half way, 100 at the bottom`, async () => {
    assert.ok(post);
    const { page, problems } = await harness.open(`${paths.blog}${post.slug}/`, 'mobile');
    const top = await progress(page);
    assert.deepEqual(top, { value: 0, max: 100, widthShare: 0 });

    await untilScripted(page);
    await scrollTo(page, 0.5);
    await nextFrames(page);
    const middle = await progress(page);
    assert.ok(Math.abs(middle.value - 50) <= 1, `value ${middle.value}`);
    assert.ok(Math.abs(middle.widthShare - 0.5) <= 0.02, `width ${middle.widthShare}`);

    await scrollTo(page, 1);
    const bottom = await progress(page);
    assert.equal(bottom.value, 100);
    assert.ok(bottom.widthShare >= 0.98, `width ${bottom.widthShare}`);

    // More scroll events at the bottom (rubber-banding, late layout) never push it past 100.
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    assert.equal((await progress(page)).value, 100);
    assert.deepEqual(problems, []);
  });
}
