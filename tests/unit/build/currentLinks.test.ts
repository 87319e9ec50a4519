import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withCurrentLinks } from '../../../src/build/currentLinks.ts';
import type { SiteRoute } from '../../../src/siteRoute.ts';

const render = () => Promise.reject(new Error('not rendered in this test'));
const routes = [
  { path: '/services/crm-integration/', title: 'CRM', description: 'd', kind: 'service', render },
  { path: '/services/crm/', title: 'CRM', description: 'd', kind: 'redirect', redirectTo: '/services/crm-integration/', render },
  { path: '/flyer/', title: 'Pricing', description: 'd', kind: 'redirect', redirectTo: '/pricing/#plans', render },
] as unknown as SiteRoute[];

describe('a rendered page links past old addresses', () => {
  it("writes each link to a renamed page's old URL name or a redirect to where it now leads, keeping the link's anchor", () => {
    const html = '<a href="/services/crm/">CRM</a><a href="/services/crm/#platforms">Platforms</a><a class="x" href="/flyer/">Plans</a>';
    assert.equal(withCurrentLinks(html, routes), '<a href="/services/crm-integration/">CRM</a><a href="/services/crm-integration/#platforms">Platforms</a><a class="x" href="/pricing/#plans">Plans</a>');
  });

  it('leaves every other link as it is: live pages, other sites, queries and anchors alone', () => {
    const html = '<a href="/services/crm-integration/">a</a><a href="https://example.com/services/crm/">b</a><a href="/services/crm/?x=1">c</a><a href="#top">d</a><link rel="canonical" href="/services/crm-integration/">';
    assert.equal(withCurrentLinks(html, routes), html);
  });
});
