import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anchorsIn, contentLinkIssues, currentHref, linksIn } from '../../../src/content/contentLinks.ts';
import type { SiteRoute } from '../../../src/siteRoute.ts';

const render = async () => {
  throw new Error('not rendered in this test');
};
const routes = [
  { path: '/', title: 'Home', description: 'd', kind: 'home', render },
  { path: '/services/crm/', title: 'CRM', description: 'd', kind: 'service', render },
  { path: '/services/old/', title: 'Old', description: 'd', kind: 'redirect', redirectTo: '/services/crm/', render },
] as unknown as SiteRoute[];
const anchors = new Map([
  ['/', anchorsIn('<main id="main"><section id="hero"></section></main>')],
  ['/services/crm/', anchorsIn('<section id="platforms" class="x"></section><h2 id="platforms-heading">')],
]);

describe("the content's own links", () => {
  it('are every href field and every Markdown link to a path or an anchor, with file and field', () => {
    const data = { hero: { secondary: { href: '#platforms', label: 'See' } }, body: 'Read [our CRM work](/services/crm/#platforms) or [LinkedIn](https://www.linkedin.com/).', cards: [{ href: 'mailto:a@b.c' }] };
    assert.deepEqual(linksIn(data, 'services/crm.yml', '/services/crm/'), [
      { file: 'services/crm.yml', field: 'hero.secondary.href', href: '#platforms', page: '/services/crm/' },
      { file: 'services/crm.yml', field: 'body', href: '/services/crm/#platforms', page: '/services/crm/' },
    ]);
  });

  it('pass when the page and the anchor exist, and name file, field and reason otherwise', () => {
    const link = (href: string, page?: string) => ({ file: 'pages/home.yml', field: 'cards.0.href', href, ...(page ? { page } : {}) });
    const reasons = (href: string, page?: string) => contentLinkIssues([link(href, page)], routes, (path) => anchors.get(path)).map((issue) => `${issue.file}: ${issue.field}: ${issue.reason}`);
    assert.deepEqual(reasons('/services/crm/#platforms'), []);
    assert.deepEqual(reasons('/#hero'), []);
    assert.deepEqual(reasons('#platforms', '/services/crm/'), []);
    assert.deepEqual(reasons('/services/crm/#pricing'), ['pages/home.yml: cards.0.href: links to /services/crm/#pricing, but #pricing is not an anchor on /services/crm/']);
    assert.deepEqual(reasons('/services/cms/'), ['pages/home.yml: cards.0.href: links to /services/cms/, but /services/cms/ is not a page of this site']);
    assert.deepEqual(reasons('/services/crm'), ['pages/home.yml: cards.0.href: links to /services/crm, but write /services/crm/: the site serves its pages with a closing slash']);
    // An old URL name leads to its page: the anchor is checked there.
    assert.deepEqual(reasons('/services/old/#platforms'), []);
    assert.deepEqual(reasons('/services/old/#pricing'), ['pages/home.yml: cards.0.href: links to /services/old/#pricing, but #pricing is not an anchor on /services/crm/ (where /services/old/ now leads)']);
    assert.match(reasons('#platforms')[0] ?? '', /an anchor alone \(#…\) only works on a page of its own/);
  });

  it("are written to a renamed page's new address, keeping their own anchor, or taking the redirect's", () => {
    const redirects = new Map([['/services/old/', '/services/crm/'], ['/flyer/', '/pricing/#plans']]);
    const current = (href: string) => currentHref(href, (path) => redirects.get(path));
    // An old address alone, with its own anchor, and a redirect's anchor: written into a page in tests/unit/build/currentLinks.test.ts.
    assert.equal(current('/flyer/#faq'), '/pricing/#faq');
    assert.equal(current('/services/crm/#platforms'), '/services/crm/#platforms');
    assert.equal(current('#platforms'), '#platforms');
  });
});
