import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import type { SiteRoute } from '../../../src/siteRoute.ts';
import { notFoundRules, redirectRules, redirectsFile } from '../../../src/build/redirects.ts';
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

describe('_redirects', () => {
  it('sends both forms of /services/sales-enablement to lead generation with a 301, forced for Netlify (the fallback page exists there)', () => {
    const salesEnablement = (rules: string[]) => rules.filter((rule) => rule.startsWith('/services/sales-enablement'));
    assert.deepEqual(salesEnablement(redirectRules(routes, 'netlify')), [
      '/services/sales-enablement  /services/lead-generation/  301!',
      '/services/sales-enablement/  /services/lead-generation/  301!',
    ]);
    assert.deepEqual(salesEnablement(redirectRules(routes, 'cloudflare')), [
      '/services/sales-enablement  /services/lead-generation/  301',
      '/services/sales-enablement/  /services/lead-generation/  301',
    ]);
  });

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

  it('is the redirects, then the 404 fallbacks, one a line, and no 404 status or forced rule for Cloudflare', () => {
    const site = [movedPage, ...routes.filter((route) => route.kind !== 'redirect')];
    assert.equal(redirectsFile(site, 'netlify'), ['/old-page  /new-page/  301!', '/old-page/  /new-page/  301!', '/blog/*  /blog/404.html  404', ''].join('\n'));
    assert.doesNotMatch(redirectsFile(routes, 'cloudflare'), /!|\s404$/m);
  });
});
