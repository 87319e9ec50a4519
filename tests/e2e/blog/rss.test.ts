import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { FEED_PATH } from '../../../src/content/blog/constants.ts';
import { absoluteUrl, siteUrl } from '../../../src/site.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();

test('/rss.xml lists all eight posts with absolute URLs that resolve', async () => {
  const response = await fetch(`${harness.origin}${FEED_PATH}`);
  assert.equal(response.status, 200);
  const xml = await response.text();
  assert.match(xml, /<rss version="2.0"/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '');
  assert.equal(items.length, blogCollection.posts.length);
  assert.equal(items.length, 8);
  for (const item of items) {
    const link = /<link>([^<]+)<\/link>/.exec(item)?.[1] ?? '';
    assert.ok(link.startsWith(`${siteUrl}/blog/`), link);
    const local = await fetch(`${harness.origin}${new URL(link).pathname}`);
    assert.equal(local.status, 200, link);
    const image = /<enclosure [^>]*url="([^"]+)"/.exec(item)?.[1] ?? '';
    assert.ok(image.startsWith(`${siteUrl}/images/blog/`), image);
    assert.equal((await fetch(`${harness.origin}${new URL(image).pathname}`)).status, 200, image);
  }
});

test('every page links the feed as an alternate', async () => {
  for (const pagePath of [paths.home, paths.blog, `${paths.blog}lean-canvas/`, paths.booking]) {
    const html = await (await fetch(`${harness.origin}${pagePath}`)).text();
    const link = /<link[^>]+type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(link, /rel="alternate"/, pagePath);
    assert.match(link, new RegExp(`href="${absoluteUrl(FEED_PATH)}"`), pagePath);
  }
});
