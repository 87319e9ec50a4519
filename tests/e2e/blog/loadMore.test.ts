import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { BLOG_PAGE_SIZE } from '../../../src/content/blog/constants.ts';
import { wakeIsland } from '../../support/islands.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();
const gridPosts = blogCollection.posts.slice(1);
const cards = '#articles [data-island="loadMore"] li';

test('/blog shows the featured post and the first page of the grid', async () => {
  const { page, status, problems } = await harness.open(paths.blog);
  assert.equal(status, 200);
  assert.equal(await page.locator('h1').textContent(), 'Growth Insights & Strategies');
  const featured = page.locator('article[aria-labelledby="featured-title"]');
  assert.equal(await featured.locator('h2').textContent(), blogCollection.posts[0]?.title);
  assert.match((await featured.textContent()) ?? '', /October 14, 2025/);
  assert.equal(await featured.getByRole('link', { name: /Read Full Article/ }).count(), 1);
  assert.equal(await page.locator(cards).count(), BLOG_PAGE_SIZE);
  assert.match((await page.locator(cards).first().textContent()) ?? '', /Oct 9, 2025.*8 min read.*Read More/);
  assert.deepEqual(problems, []);
});

test('Load More adds the next cards, moves focus to the first new one and disappears at the end', async () => {
  const { page, problems } = await harness.open(paths.blog);
  await wakeIsland(page, 'loadMore');
  const button = page.getByRole('button', { name: 'Load More Articles' });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 6, cards);
  assert.equal(await page.locator(cards).count(), Math.min(gridPosts.length, BLOG_PAGE_SIZE * 2));
  const firstNew = gridPosts[BLOG_PAGE_SIZE];
  assert.ok(firstNew);
  await page.waitForFunction((href) => document.activeElement?.getAttribute('href') === href, `/blog/${firstNew.slug}/`);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), firstNew.title);
  assert.equal(await button.count(), 0, 'every post is shown, so the button is gone');
  assert.match((await page.getByRole('status').textContent()) ?? '', new RegExp(`Showing ${gridPosts.length} of ${gridPosts.length} articles`));
  assert.equal(new URL(page.url()).pathname, paths.blog);
  assert.deepEqual(problems, []);
});

test('a press before the island has hydrated is not lost', async () => {
  const context = await harness.context('mobile');
  const page = await context.newPage();
  // Hold the island's chunk back so the press lands on the server-rendered link.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/LoadMore-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${harness.origin}${paths.blog}`);
  await page.getByRole('link', { name: 'Load More Articles' }).click();
  release();
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length > 6, cards);
  assert.equal(new URL(page.url()).pathname, paths.blog, 'stayed on /blog/');
});

test('without JavaScript every post is reachable from /blog through plain pages', async () => {
  const { page } = await harness.open(paths.blog, 'desktop', { javaScriptEnabled: false });
  const reached = new Set<string>([await page.locator('#featured-title a').getAttribute('href')].filter((href): href is string => !!href));
  let next: string | null = paths.blog;
  while (next) {
    await page.goto(`${harness.origin}${next}`);
    for (const href of await page.locator('#articles h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      if (href) reached.add(href);
    }
    const more = page.locator('a:has-text("Load More Articles"), a[rel="next"]');
    next = (await more.count()) > 0 ? await more.first().getAttribute('href') : null;
  }
  assert.deepEqual([...reached].sort(), blogCollection.posts.map((post) => `/blog/${post.slug}/`).sort());
});
