import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { FEED_PATH } from '../../../src/content/blog/constants.ts';
import { absoluteUrl } from '../../../src/site.ts';
import { useSite } from '../../support/site.ts';

// What the feed lists is the unit test's (tests/unit/blog/rss.test.ts: every post, newest first, with
// absolute URLs), and that each of its URLs reaches a built page or image is the link check's
// (tests/dist/links.test.ts); here, that every kind of page points a feed reader to it.
const harness = useSite();

test('every page links the feed as an alternate', async () => {
  for (const pagePath of [paths.home, paths.blog, `${paths.blog}lean-canvas/`, paths.booking]) {
    const html = await (await fetch(`${harness.origin}${pagePath}`)).text();
    const link = /<link[^>]+type="application\/rss\+xml"[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(link, /rel="alternate"/, pagePath);
    assert.match(link, new RegExp(`href="${absoluteUrl(FEED_PATH)}"`), pagePath);
  }
});
