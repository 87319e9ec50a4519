import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { blogFiles, rssFeed } from '../../../src/build/blogFiles.ts';
import { planImages } from '../../../src/build/images.ts';
import { registerImages } from '../../../src/components/Picture.tsx';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { blogUrls } from '../../../src/content/blog/urls.ts';
import { site, siteUrl } from '../../../src/site.ts';

// Cards carry their covers' encoded variants; naming them needs only the image step's plan.
before(async () => registerImages((await planImages('static', '.cache/images')).manifest));

test('the feed lists every post, newest first, with absolute URLs', () => {
  const xml = rssFeed(blogCollection.posts, blogUrls(paths.blog));
  assert.match(xml, /^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
  const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '');
  assert.equal(items.length, 8);
  const links = items.map((item) => /<link>([^<]+)<\/link>/.exec(item)?.[1]);
  assert.deepEqual(
    links,
    blogCollection.posts.map((post) => `${siteUrl}/blog/${post.slug}/`),
  );
  for (const item of items) {
    assert.match(item, new RegExp(`<enclosure length="\\d{4,}" type="image/jpeg" url="${siteUrl}/images/blog/[a-z-]+\\.jpg"/>`));
    assert.ok(item.includes(`<author>${site.emails.founder} (${site.founder.name})</author>`), 'RSS author is an e-mail address');
  }
  // A post dated a day is published when the day begins on the site's clocks (Indiana, UTC-4 in October).
  assert.match(xml, /<pubDate>Tue, 14 Oct 2025 04:00:00 GMT<\/pubDate>/);
});

test('the build step writes rss.xml (Load More reads the plain pages: no card data files)', () => {
  assert.deepEqual(Object.keys(blogFiles()), ['rss.xml']);
});
