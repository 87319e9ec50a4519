import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { fallbackPost } from '../../../src/content/blog/collection.ts';
import { absoluteUrl } from '../../../src/site.ts';
import { hostFilesFor } from '../../support/hosts/deploys.ts';
import { distDir, useSite } from '../../support/site.ts';

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

test("Netlify's _redirects carries the non-forced 404 rule, Cloudflare's none (it finds the fallback page by itself), and the fallback page exists", () => {
  const netlifyRules = hostFilesFor('netlify', distDir)._redirects.split('\n');
  assert.ok(netlifyRules.includes('/blog/*  /blog/404.html  404'), netlifyRules.join('\n'));
  const builtRules = readFileSync(path.join(distDir, '_redirects'), 'utf8').split('\n');
  assert.ok(!builtRules.some((rule) => rule.startsWith('/blog/')), builtRules.join('\n'));
  assert.ok(!netlifyRules.some((rule) => rule.startsWith('/blog/') && / 200!?$/.test(rule)), 'never a /blog/* rewrite with 200');
  assert.match(readFileSync(path.join(distDir, 'blog/404.html'), 'utf8'), new RegExp(`<h1[^>]*>${fallbackPost.title.replace(/'/g, '&#x27;')}</h1>`));
});
