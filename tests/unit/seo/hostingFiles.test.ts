import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import { paths } from '../../../src/paths.ts';
import { isIndexable, type SiteRoute } from '../../../src/siteRoute.ts';
import { contentSecurityPolicy, hashSource, headerRules, headersFile, inlineSources } from '../../../src/build/headers.ts';
import { robotsTxt, sitemapXml } from '../../../src/build/sitemap.ts';
import { headersFor, parseHeaders, patternMatches } from '../../../src/server/hostRules.ts';
import { absoluteUrl, site } from '../../../src/site.ts';

const directives = (policy: string) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  const page = `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"@type":"WebPage"}</script>
<script type="module" src="/assets/main.js"></script>
<script>window.inline = 1;</script>
<script data-web-font-src="/assets/font.woff2">window.gate = 1;</script>
<style>.a{color:red}</style>
</head><body><div style="--x:1;color:&quot;red&quot;">x</div><p>style="not an attribute"</p></body></html>`;

  it('allows inline code only by hash, and ignores JSON data and external scripts', () => {
    const sources = inlineSources([page]);
    // An attribute whose name merely ends in "src" does not make a script external.
    assert.deepEqual(sources.scripts, [hashSource('window.gate = 1;'), hashSource('window.inline = 1;')].sort());
    assert.deepEqual(sources.styles, [hashSource('.a{color:red}')]);
    assert.deepEqual(sources.styleAttributes, [hashSource('--x:1;color:"red"')]);
    const policy = directives(contentSecurityPolicy(sources));
    assert.deepEqual(policy.get('script-src'), ["'self'", ...sources.scripts]);
    assert.deepEqual(policy.get('style-src-attr'), ["'unsafe-hashes'", hashSource('--x:1;color:"red"')]);
  });

  it('never allows unsafe-inline or eval, frames only the scheduler and cannot itself be framed', () => {
    const policy = contentSecurityPolicy(inlineSources([page], [], ['.toast{}']));
    assert.doesNotMatch(policy, /'unsafe-inline'|'unsafe-eval'|\*/);
    const parsed = directives(policy);
    assert.deepEqual(parsed.get('frame-src'), [site.scheduler.origin]);
    assert.deepEqual(parsed.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(parsed.get('object-src'), ["'none'"]);
    assert.ok(parsed.get('style-src')?.includes(hashSource('.toast{}')), 'run-time styles are allowed by hash');
  });

  it('allows data: images only when a page or stylesheet uses one', () => {
    assert.deepEqual(directives(contentSecurityPolicy(inlineSources([page]))).get('img-src'), ["'self'"]);
    assert.deepEqual(directives(contentSecurityPolicy(inlineSources(['<img src="data:image/png;base64,AAAA" alt="">']))).get('img-src'), ["'self'", 'data:']);
    assert.deepEqual(directives(contentSecurityPolicy(inlineSources([], ['.q{background:url(data:image/svg+xml,abc)}']))).get('img-src'), ["'self'", 'data:']);
  });
});

describe('_headers', () => {
  const file = headersFile(headerRules(inlineSources([]), ['/', '/pricing/']));
  const blocks = parseHeaders(file);

  it('hardens every response', () => {
    const headers = headersFor(blocks, '/pricing/');
    assert.ok(headers.get('content-security-policy'));
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(headers.get('permissions-policy') ?? '', /camera=\(\)/);
    assert.match(headers.get('strict-transport-security') ?? '', /^max-age=\d{8,}; includeSubDomains/);
  });

  it('caches hashed assets forever and makes HTML revalidate', () => {
    assert.equal(headersFor(blocks, '/assets/site-abc.css').get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(headersFor(blocks, '/pricing/').get('cache-control'), 'public, max-age=0, must-revalidate');
    assert.equal(headersFor(blocks, '/').get('cache-control'), 'public, max-age=0, must-revalidate');
  });

  it('sets no header in two rules that match the same URL (the hosts would join the values)', () => {
    const pagePaths = [...routes.map((route) => route.path), '/blog/404.html', '/404.html'];
    const siteBlocks = parseHeaders(headersFile(headerRules(inlineSources([]), pagePaths)));
    for (const url of [...pagePaths, '/assets/site.css', '/favicon.svg']) {
      const names = siteBlocks.filter((block) => patternMatches(block.pattern, url)).flatMap((block) => block.headers.map(([name]) => name.toLowerCase()));
      assert.equal(new Set(names).size, names.length, url);
    }
  });

  it('covers every page in few rules, whatever the number of posts (Cloudflare Pages allows 100)', () => {
    const manyPosts = [...routes.map((route) => route.path), ...Array.from({ length: 1000 }, (_, index) => `/blog/post-${index}/`)];
    const rules = headerRules(inlineSources([]), manyPosts);
    assert.ok(rules.length <= 100, `${rules.length} rules`);
    const parsed = parseHeaders(headersFile(rules));
    for (const page of manyPosts) assert.equal(headersFor(parsed, page).get('cache-control'), 'public, max-age=0, must-revalidate', page);
    assert.equal(headersFor(parsed, '/favicon.svg').get('cache-control'), undefined, 'files outside page folders keep the host default');
  });

  it('keeps every header line within the 2,000 characters Cloudflare Pages accepts', () => {
    const manyHashes = inlineSources(Array.from({ length: 12 }, (_, index) => `<script>run(${index})</script>`));
    for (const line of headersFile(headerRules(manyHashes, ['/'])).split('\n')) assert.ok(line.length <= 2000, line.slice(0, 80));
  });
});

describe('sitemap.xml and robots.txt', () => {
  const article: SiteRoute = {
    path: `${paths.blog}fixture/`,
    title: 'Fixture',
    description: 'x'.repeat(80),
    kind: 'article',
    render: async () => null as never,
    article: { publishedTime: '2025-01-02', image: '/x.jpg', author: site.founder.name, section: 'GTM Strategy', tags: [] },
  };

  it('lists exactly the indexable routes, as absolute URLs, with lastmod for posts', () => {
    const xml = sitemapXml([...routes, article]);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    assert.deepEqual(locs, [...routes, article].filter(isIndexable).map((route) => absoluteUrl(route.path)));
    assert.match(xml, new RegExp(`<loc>${absoluteUrl(article.path)}</loc><lastmod>2025-01-02</lastmod>`));
    assert.doesNotMatch(xml, /404|sales-enablement\//);
  });

  it('points robots.txt at the sitemap and blocks nothing', () => {
    assert.match(robotsTxt(), new RegExp(`^Sitemap: ${absoluteUrl('/sitemap.xml')}$`, 'm'));
    assert.doesNotMatch(robotsTxt(), /Disallow: \//);
  });
});
