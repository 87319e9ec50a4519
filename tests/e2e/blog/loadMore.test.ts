import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { BLOG_PAGE_SIZE } from '../../../src/content/blog/constants.ts';
import { paths } from '../../../src/paths.ts';
import { untilScripted, useSite } from '../../support/site.ts';

const harness = useSite();
const gridPosts = blogCollection.posts.slice(1);
const loadMore = (page: Page) => page.locator('#articles summary', { hasText: 'Load More Articles' });

/** Hrefs of the grid cards a visitor can see. */
function visibleCards(page: Page): Promise<string[]> {
  return page
    .locator('#articles [data-card-link]')
    .evaluateAll((links) => links.filter((link) => link.checkVisibility()).map((link) => link.getAttribute('href') ?? ''));
}

test('/blog shows the featured post and the first page of the grid', async () => {
  const { page } = await harness.open(paths.blog);
  assert.equal(await page.locator('h1').textContent(), 'Growth Insights & Strategies');
  const featured = page.locator('article[aria-labelledby="featured-title"]');
  assert.equal(await featured.locator('h2').textContent(), blogCollection.posts[0]?.title);
  assert.match((await featured.textContent()) ?? '', /October 14, 2025/);
  assert.equal(await featured.getByRole('link', { name: /Read Full Article/ }).count(), 1);
  assert.deepEqual(await visibleCards(page), gridPosts.slice(0, BLOG_PAGE_SIZE).map((post) => `/blog/${post.slug}/`));
  assert.match((await page.locator('#articles li').first().textContent()) ?? '', /Oct 9, 2025.*8 min read.*Read More/);
  assert.match((await page.getByRole('status').textContent()) ?? '', new RegExp(`Showing ${BLOG_PAGE_SIZE} of ${gridPosts.length} articles`));
});

test('Load More adds the next cards, moves focus to the first new one and disappears at the end', async () => {
  const { page, problems } = await harness.open(paths.blog);
  await untilScripted(page);
  await loadMore(page).focus();
  await page.keyboard.press('Enter');
  const firstNew = gridPosts[BLOG_PAGE_SIZE];
  assert.ok(firstNew);
  await page.waitForFunction((href) => document.activeElement?.getAttribute('href') === href, `/blog/${firstNew.slug}/`);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), firstNew.title);
  assert.deepEqual(await visibleCards(page), gridPosts.slice(0, BLOG_PAGE_SIZE * 2).map((post) => `/blog/${post.slug}/`));
  assert.equal(await page.getByText('Load More Articles').filter({ visible: true }).count(), 0, 'every post is shown, so the button is gone');
  assert.match((await page.getByRole('status').textContent()) ?? '', new RegExp(`Showing ${gridPosts.length} of ${gridPosts.length} articles`));
  assert.equal(new URL(page.url()).pathname, paths.blog);
  assert.deepEqual(problems, []);
});

test('a press before any script has run shows the next cards at once, on the same page', async () => {
  const context = await harness.touchContext('mobile', { hasTouch: true, isMobile: true });
  const page = await harness.openWithoutScripts(context, paths.blog);
  await loadMore(page).scrollIntoViewIfNeeded();
  const box = await loadMore(page).boundingBox();
  assert.ok(box);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForFunction((count) => document.querySelectorAll('#articles details[open] [data-card-link]').length === count, gridPosts.length - BLOG_PAGE_SIZE);
  assert.equal((await visibleCards(page)).length, gridPosts.length);
  assert.equal(new URL(page.url()).pathname, paths.blog, 'stayed on /blog/');
});

test('without JavaScript every post is reachable from /blog through plain pages', async () => {
  const { page } = await harness.open(paths.blog, 'desktop', { javaScriptEnabled: false });
  const reached = new Set<string>([await page.locator('#featured-title a').getAttribute('href')].filter((href): href is string => !!href));
  let next: string | null = paths.blog;
  while (next) {
    await page.goto(`${harness.origin}${next}`);
    // A folded page of cards opens with its own button, script or not.
    for (const more of await page.locator('#articles summary').all()) await more.click();
    for (const href of await visibleCards(page)) reached.add(href);
    const more = page.locator('a:has-text("Load More Articles"), a[rel="next"]');
    next = (await more.count()) > 0 ? await more.first().getAttribute('href') : null;
  }
  assert.deepEqual([...reached].sort(), blogCollection.posts.map((post) => `/blog/${post.slug}/`).sort());
});
