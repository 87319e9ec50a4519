import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import type { SiteRoute } from '../../../src/siteRoute.ts';
import { notFoundRules, redirectRules } from '../../../src/build/redirects.ts';
import { matchRedirect, parseRedirects } from '../../../src/server/hostRules.ts';

const render = async () => null as never;
const movedPage: SiteRoute = {
  path: '/old-page/',
  title: 'Old Page',
  description: 'A fixture redirect route used to prove that every redirect route is written in both forms.',
  kind: 'redirect',
  redirectTo: '/new-page/',
  render,
};

// The whole files: Cloudflare's in tests/dist/hostFiles.test.ts (both forms of each redirect, sales-enablement's among them, 301,
// nothing else), Netlify's against it in tests/unit/build/hostFiles.test.ts (each redirect forced, then the blog's 404 rule).
describe('_redirects', () => {
  it('writes both forms for any redirect route, and nothing for ordinary pages', () => {
    assert.deepEqual(redirectRules([movedPage, ...routes.filter((route) => route.kind !== 'redirect')], 'cloudflare'), [
      '/old-page  /new-page/  301',
      '/old-page/  /new-page/  301',
    ]);
  });

  it("answers unknown blog slugs with the blog 404 page on Netlify, not forced so real posts win; Cloudflare finds it by itself", () => {
    assert.deepEqual(notFoundRules(routes, 'netlify'), ['/blog/*  /blog/404.html  404']);
    const [rule] = parseRedirects(notFoundRules(routes, 'netlify').join('\n'));
    assert.ok(rule);
    assert.equal(rule.force, false);
    assert.equal(rule.status, 404);
    assert.equal(matchRedirect(rule, '/blog/no-such-post/'), '/blog/404.html');
    assert.deepEqual(notFoundRules(routes, 'cloudflare'), []);
  });
});
