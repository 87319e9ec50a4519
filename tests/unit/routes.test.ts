import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeFor, routes } from '../../routes.ts';
import { paths } from '../../src/paths.ts';
import { isIndexable } from '../../src/siteRoute.ts';
import { serviceLinks } from '../../src/navigation.ts';
import { documentTitle } from '../../src/seo/meta.ts';
import { authorFor } from '../../src/content/blog/authors.ts';
import { blogCollection } from '../../src/content/blog/collection.ts';
import { blogUrls } from '../../src/content/blog/urls.ts';

/** Every route of SPEC.md §2, in the trailing-slash form the hosts serve without a redirect. */
const specRoutes = [
  '/',
  '/about-morgan/',
  '/contact-us/',
  '/solutions/',
  '/services/',
  '/services/fractional-cmo/',
  '/services/fractional-cso/',
  '/services/lead-generation/',
  '/services/sales-enablement/',
  '/services/sales-enablement-tools/',
  '/services/sales-support/',
  '/services/marketing-analytics/',
  '/services/sales-strategy/',
  '/services/content-digital-marketing/',
  '/services/crm/',
  '/services/revenue-strategy/',
  '/services/gtm-planning/',
  '/pricing/',
  '/blog/',
  '/blog/lean-canvas/',
  '/blog/fractional-cmo-vs-agency/',
  '/blog/simplify-personal-brand-journey-philosophy/',
  '/blog/fractional-cmo-services-complete-guide/',
  '/blog/marketing-analytics-key-metrics-tracking/',
  '/blog/sales-enablement-best-practices-growing-teams/',
  '/blog/gtm-planning-product-launch-success/',
  '/blog/lead-generation-funnel-high-converting/',
  '/blog/404.html',
  '/privacy-policy/',
  '/terms-of-service/',
  '/morgan-calendar/',
  '/404.html',
];

const routePaths = routes.map((route) => route.path);

/** Values that occur more than once. */
function repeated(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/**
 * Routes that may share a title and description with another: the unknown-slug fallback is the
 * first article again (noindex, status 404), and its canonical link names that article; a
 * service's old address (noindex, 301 on every host) stands for the service page it sends to.
 */
const distinctPages = routes.filter((route) => !(route.kind === 'article' && route.notFound && route.canonicalPath) && route.kind !== 'redirect');

describe('routes.ts', () => {
  it('has every route of SPEC.md §2 in its served, trailing-slash form', () => {
    const missing = specRoutes.filter((path) => !routePaths.includes(path));
    assert.deepEqual(missing, []);
    for (const path of routePaths) assert.ok(path.endsWith('/') || path.endsWith('.html'), `${path} is neither a folder nor a file path`);
  });

  it('lists each path once', () => {
    assert.deepEqual(repeated(routePaths), []);
  });

  // Their lengths (a title of at most 60 characters, a description of 70 to 160) on every built page: tests/dist/seo.test.ts.
  it('gives every page its own title, with the " | Hale Growth Partners" suffix, and its own description', () => {
    assert.deepEqual(repeated(distinctPages.map((route) => route.title)), []);
    for (const route of routes) assert.ok(documentTitle(route).endsWith(' | Hale Growth Partners'), documentTitle(route));
    assert.deepEqual(repeated(distinctPages.map((route) => route.description)), []);
  });

  it('lets only the unknown-slug fallback and the old addresses repeat a page, and names that page as canonical', () => {
    const fallback = routeFor('/blog/404.html');
    assert.ok(fallback.kind === 'article', 'the fallback shows an article');
    assert.equal(fallback.notFound, true);
    assert.equal(fallback.canonicalPath, '/blog/simplify-personal-brand-journey-philosophy/');
    const article = routeFor(fallback.canonicalPath);
    assert.equal(fallback.title, article.title);
    assert.equal(fallback.description, article.description);
    const moved = routes.filter((route) => route.kind === 'redirect');
    assert.ok(moved.some((route) => route.path === '/services/sales-enablement/'), 'the old service address redirects');
    for (const route of moved) {
      const target = routeFor(route.kind === 'redirect' ? route.redirectTo.split('#')[0]! : '');
      assert.deepEqual([route.title, route.description], [target.title, target.description], `${route.path} stands for its target`);
    }
    assert.deepEqual(
      routes.filter((route) => !distinctPages.includes(route)),
      [fallback, ...moved].sort((a, b) => routes.indexOf(a) - routes.indexOf(b)),
    );
  });

  it('keeps the blog\'s plain page 2 out of search: the index shows its cards too, folded behind Load More', () => {
    const pageTwo = routeFor('/blog/page/2/');
    assert.ok(pageTwo.kind === 'blog', 'page 2 is a blog page');
    assert.equal(pageTwo.duplicate, true);
    assert.equal(isIndexable(pageTwo), false);
    assert.deepEqual(
      routes.filter((route) => route.kind === 'blog' && route.duplicate).map((route) => route.path),
      ['/blog/page/2/'],
      'no other page is a duplicate',
    );
  });

  it('finds a route by path and fails loudly on a typo', () => {
    assert.equal(routeFor('/pricing/').kind, 'pricing');
    assert.throws(() => routeFor('/pricing'), /No route for path "\/pricing"/);
    assert.throws(() => routeFor('/no-such-page/'), /No route for path "\/no-such-page\/"/);
  });

  // Their labels and order, SPEC.md §2's: tests/unit/content/services.test.ts.
  it('links the 11 service pages each to an existing page', () => {
    for (const link of serviceLinks) {
      const route = routeFor(link.href);
      assert.equal(route.kind, 'service', `${link.name} points at a ${route.kind} route`);
    }
  });

  // The redirects, /services/sales-enablement/ to the lead-generation page and the owner's, and no other: the _redirects file the
  // build writes from them, in tests/dist/hostFiles.test.ts.
  it('books calls on the founder calendar page', () => {
    assert.equal(paths.booking, '/morgan-calendar/');
    assert.equal(routeFor(paths.booking).kind, 'booking');
    assert.equal(documentTitle(routeFor(paths.booking)), 'Book a Call with Morgan | Hale Growth Partners');
  });

  it('credits each article to its post\'s author and links that author\'s profile', () => {
    const urls = blogUrls(paths.blog);
    for (const post of blogCollection.posts) {
      const route = routeFor(urls.article(post.slug));
      assert.ok(route.kind === 'article', route.path);
      assert.deepEqual([route.article.author, route.article.authorUrl], [post.author, authorFor(post.author).profileUrl], route.path);
    }
  });
});
