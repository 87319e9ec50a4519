import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { formatLongDate } from '../../../src/content/blog/formatDate.ts';
import { site } from '../../../src/site.ts';
import { cmoVsAgency } from '../../../src/content/blog/articles/cmoVsAgency.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();

for (const post of blogCollection.posts) {
  test(`${post.slug}: the article page has every part of SPEC.md "Article page"`, async () => {
    const { page } = await harness.view(`${paths.blog}${post.slug}/`);
    const pageTitle = await page.title();
    assert.equal(pageTitle, `${post.seoTitle ?? post.title} | ${site.name}`);
    if (post.layout !== 'markdown') assert.equal(pageTitle, `${post.title} | ${site.name}`, 'dedicated pages: article title plus the product name');

    assert.equal(await page.locator('h1').textContent(), post.title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    assert.deepEqual(await crumbs.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])), [
      ['Home', paths.home],
      ['Blog', paths.blog],
    ]);
    assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), post.title);
    assert.match((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '', /"BreadcrumbList"/);
    assert.equal(await page.getByRole('link', { name: 'Back to Articles' }).getAttribute('href'), paths.blog);

    const header = page.locator('article > header');
    const headerText = (await header.textContent()) ?? '';
    for (const expected of [post.category, `${post.views} views`, `${post.likes} likes`, post.excerpt, post.author, formatLongDate(post.date), post.readTime]) {
      assert.ok(headerText.includes(expected), `header shows ${expected}`);
    }
    assert.equal(await header.locator('summary').textContent(), 'Share');

    const cover = page.locator('article img').first();
    assert.equal(await cover.getAttribute('alt'), post.imageAlt);
    assert.ok(Number(await cover.getAttribute('width')) > 0 && Number(await cover.getAttribute('height')) > 0);
    assert.equal(await cover.getAttribute('loading'), 'eager');

    const footer = page.locator('article > div footer');
    assert.match((await footer.textContent()) ?? '', /Tagged:/);
    assert.deepEqual(await footer.locator('p:has-text("Tagged:") + ul > li').allTextContents(), [...post.tags]);
    const profile = footer.getByRole('link', { name: /Connect on LinkedIn/ });
    assert.equal(await profile.getAttribute('href'), site.founder.linkedIn);
    assert.equal(await profile.getAttribute('target'), '_blank');
    assert.equal(await profile.getAttribute('rel'), 'noopener noreferrer');

    const related = page.locator('#article-related');
    assert.equal(await related.locator('h2').textContent(), 'Continue Reading');
    const relatedLinks = await related.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.equal(relatedLinks.length, 3);
    assert.ok(!relatedLinks.includes(`${paths.blog}${post.slug}/`));

    const cta = page.locator('#article-cta');
    assert.equal(await cta.getByRole('link', { name: 'Book a free strategy call' }).getAttribute('href'), paths.booking);
    assert.equal(await cta.getByRole('link', { name: 'Explore More Articles' }).getAttribute('href'), paths.blog);

    for (const external of await page.locator('main a[href^="http"]').evaluateAll((links) => links.map((link) => [link.getAttribute('target'), link.getAttribute('rel')]))) {
      assert.deepEqual(external, ['_blank', 'noopener noreferrer']);
    }
  });
}

test('Markdown bodies: every heading has a stable id, so sections can be linked', async () => {
  const post = blogCollection.fullContent[0];
  assert.ok(post);
  const { page } = await harness.open(`${paths.blog}${post.slug}/#step-1-write-a-one-sentence-positioning`);
  const ids = await page.locator('article h2[id], article h3[id]').evaluateAll((headings) => headings.map((heading) => heading.id));
  assert.deepEqual(ids.slice(0, 3), ['why-most-executive-brands-stall', 'the-philosophy-three-principles', 'clarity-over-cleverness']);
  await page.waitForFunction(() => window.scrollY > 0);
});

test('the Lean Canvas article lays out all nine blocks of the canvas', async () => {
  const { page } = await harness.view(`${paths.blog}lean-canvas/`);
  const blocks = page.locator('figure ol > li');
  assert.equal(await blocks.count(), 9);
  assert.deepEqual(await blocks.locator('h3').allTextContents(), [
    '1Customer Segments', '2Problem', '3Unique Value Proposition', '4Solution', '5Channels', '6Revenue Streams', '7Cost Structure', '8Key Metrics', '9Unfair Advantage',
  ]);
  // Desktop: the canvas grid places Problem left of Solution and the value proposition in the middle.
  const box = async (name: string) => (await blocks.filter({ has: page.locator('h3', { hasText: new RegExp(`^\\d${name}$`) }) }).boundingBox())!;
  assert.ok((await box('Problem')).x < (await box('Solution')).x);
  assert.ok((await box('Solution')).x < (await box('Unique Value Proposition')).x);
  assert.ok((await box('Cost Structure')).y > (await box('Key Metrics')).y);
});

test('the CMO-vs-agency article compares the two side by side', async () => {
  const { page } = await harness.view(`${paths.blog}fractional-cmo-vs-agency/`);
  const table = page.locator('#side-by-side table');
  assert.deepEqual(await table.locator('thead th').allTextContents(), ['Question', 'Fractional CMO', 'Marketing Agency']);
  assert.deepEqual(await table.locator('tbody tr > :first-child').allTextContents(), cmoVsAgency.copy.comparison.rows.map((row) => row.dimension));
  const summaries = page.locator('#short-answer h3');
  assert.deepEqual(await summaries.allTextContents(), ['Fractional CMO', 'Marketing Agency']);
  const [cmo, agency] = await Promise.all([summaries.nth(0).boundingBox(), summaries.nth(1).boundingBox()]);
  assert.ok(cmo && agency && Math.abs(cmo.y - agency.y) < 2 && cmo.x < agency.x, `the two summaries sit side by side: ${JSON.stringify([cmo, agency])}`);
});
