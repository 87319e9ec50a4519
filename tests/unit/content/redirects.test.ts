import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import { ownerRedirects } from '../../../src/content/redirects.ts';
import { ownerRedirectIssues, redirectPage } from '../../../src/content/redirectIssues.ts';
import { withOwnerRedirects } from '../../../src/pages/ownerRedirects.ts';

const file = 'src/content/data/redirects.yml';
const reasons = (redirects: { from: string; to: string }[]) =>
  ownerRedirectIssues(redirects, routes.map(redirectPage), file).map((issue) => `${issue.file}: ${issue.field}: ${issue.reason}`);

describe("the owner's redirects (redirects.yml)", () => {
  // That they become 301s in both slash forms on each host: tests/dist/hostFiles.test.ts and tests/unit/build/hostFiles.test.ts.
  it('accept a redirect to a live page, with an anchor the link check confirms later', () => {
    assert.deepEqual(reasons([{ from: '/old-page/', to: '/services/crm/#platforms' }]), []);
  });

  it("send a redirect to a renamed page's old URL name straight to the page, keeping its anchor", () => {
    assert.deepEqual(reasons([{ from: '/old-page/', to: '/services/sales-enablement/#process' }]), []);
    const redirected = withOwnerRedirects(routes.filter((route) => !ownerRedirects.some(({ from }) => from === route.path)), [{ from: '/old-page/', to: '/services/sales-enablement/#process' }], file);
    const route = redirected.find((candidate) => candidate.path === '/old-page/');
    assert.ok(route?.kind === 'redirect');
    assert.equal(route.redirectTo, '/services/lead-generation/#process');
  });

  it('refuse a target that is missing, another redirect of the file (a chain) or the old address itself (a loop), naming the file and field', () => {
    assert.deepEqual(reasons([{ from: '/old-page/', to: '/no-such-page/' }]), [`${file}: redirects.0.to: /no-such-page/ is not a page of this site`]);
    assert.deepEqual(reasons([{ from: '/a/', to: '/b/' }, { from: '/b/', to: '/pricing/' }]), [
      `${file}: redirects.0.to: /b/ is itself redirected in this file: send visitors straight to where it goes (a redirect to a redirect is a chain)`,
    ]);
    assert.deepEqual(reasons([{ from: '/a/', to: '/a/#top' }]), [`${file}: redirects.0.to: /a/#top sends visitors back to the old address itself (a loop)`]);
    assert.deepEqual(reasons([{ from: '/a/', to: '/blog/404.html' }]), [`${file}: redirects.0.to: /blog/404.html is not a page of this site`]);
  });

  it('refuse an old address that is a live page, an old URL name, the editor, or one redirected twice', () => {
    assert.deepEqual(reasons([{ from: '/pricing/', to: '/contact-us/' }]), [`${file}: redirects.0.from: /pricing/ is a live page ("Pricing: Fractional CMO & CSO Plans"): a redirect would hide it`]);
    assert.deepEqual(reasons([{ from: '/services/sales-enablement/', to: '/contact-us/' }]), [
      `${file}: redirects.0.from: /services/sales-enablement/ already sends visitors on to /services/lead-generation/ (an old URL name of that page)`,
    ]);
    assert.deepEqual(reasons([{ from: '/admin/', to: '/contact-us/' }]), [`${file}: redirects.0.from: /admin/ is where the site keeps its own files`]);
    assert.deepEqual(reasons([{ from: '/a/', to: '/pricing/' }, { from: '/a/', to: '/contact-us/' }]), [`${file}: redirects.1.from: /a/ is already redirected by redirect 1`]);
  });
});
