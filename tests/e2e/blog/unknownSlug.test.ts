import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { fallbackPost } from '../../../src/content/blog/collection.ts';
import { absoluteUrl } from '../../../src/site.ts';
import { useSite } from '../../support/site.ts';

// The hosts' rules that answer an unknown slug with this page are proved from the routes
// (tests/unit/build/redirects.test.ts) and as built (tests/dist/hostFiles.test.ts).
const harness = useSite();

test('an unknown slug shows the first full-content article with status 404 and the real canonical URL', async () => {
  for (const unknown of ['/blog/nope/', '/blog/nope', '/blog/2019/old-post/']) {
    const { page, status, problems } = await harness.open(unknown);
    assert.equal(status, 404, unknown);
    assert.equal(await page.locator('h1').textContent(), fallbackPost.title);
    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), absoluteUrl(`${paths.blog}${fallbackPost.slug}/`));
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
    assert.equal(new URL(page.url()).pathname, unknown, 'no redirect: the address stays');
    // Chrome reports the document's own 404 status; beyond that, it is not an error page (SPEC.md §8).
    assert.deepEqual(problems.filter((problem) => !problem.includes('status of 404 (Not Found)')), [], unknown);
  }
});
