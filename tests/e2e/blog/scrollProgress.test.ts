import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../../routes.ts';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();

async function progress(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
    const fill = bar?.firstElementChild as HTMLElement | null;
    return {
      now: Number(bar?.getAttribute('aria-valuenow')),
      min: Number(bar?.getAttribute('aria-valuemin')),
      max: Number(bar?.getAttribute('aria-valuemax')),
      label: bar?.getAttribute('aria-label'),
      widthShare: (fill?.getBoundingClientRect().width ?? -1) / (bar?.getBoundingClientRect().width ?? 1),
    };
  });
}

async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((share) => {
    const scrollable = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: scrollable * share, behavior: 'instant' });
  }, fraction);
  // One animation frame for the bar to follow.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const post of [blogCollection.posts.find((candidate) => candidate.layout === 'markdown'), blogCollection.posts[0]]) {
  test(`the reading-progress bar follows the scroll on ${post?.slug}: 0 at the top, half way, 100 at the bottom`, async () => {
    assert.ok(post);
    const { page, problems } = await harness.open(`${paths.blog}${post.slug}/`, 'mobile');
    await page.waitForSelector('[data-island="scrollProgress"][data-hydrated]', { state: 'attached' });
    const top = await progress(page);
    assert.deepEqual({ now: top.now, min: top.min, max: top.max, label: top.label }, { now: 0, min: 0, max: 100, label: 'Reading progress' });
    assert.equal(top.widthShare, 0);

    await scrollTo(page, 0.5);
    const middle = await progress(page);
    assert.ok(Math.abs(middle.now - 50) <= 1, `aria-valuenow ${middle.now}`);
    assert.ok(Math.abs(middle.widthShare - 0.5) <= 0.01, `width ${middle.widthShare}`);

    await scrollTo(page, 1);
    const bottom = await progress(page);
    assert.equal(bottom.now, 100);
    assert.ok(Math.abs(bottom.widthShare - 1) <= 0.001, `width ${bottom.widthShare}`);

    // Overscroll (rubber-banding, a late layout change) never pushes it past 100.
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    assert.equal((await progress(page)).now, 100);
    assert.deepEqual(problems, []);
  });
}
