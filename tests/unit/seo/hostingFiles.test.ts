import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import { paths } from '../../../src/paths.ts';
import { isIndexable, type SiteRoute } from '../../../src/siteRoute.ts';
import { adminArea, adminContentSecurityPolicy, contentSecurityPolicy, hashSource, headerRules, headersFile, inlineSources } from '../../../src/build/headers.ts';
import type { Host } from '../../../src/build/host.ts';
import { robotsTxt, sitemapXml } from '../../../src/build/sitemap.ts';
import { headersFor, parseHeaders } from '../../../src/server/hostRules.ts';
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
  const admin = { path: '/admin/', contentSecurityPolicy: adminContentSecurityPolicy({ backend: { name: 'git-gateway', branch: 'main' } }) };
  const rulesFor = (pagePaths: readonly string[], host: Host, sources = inlineSources([])) => headerRules(sources, pagePaths, admin, host);
  const siteBlocks = (host: Host, sources = inlineSources([])) => parseHeaders(headersFile(rulesFor(routes.map((route) => route.path), host, sources)));
  const editorUrls = ['/admin/', '/admin/config.yml', '/admin/decap-cms-3.16.3/decap-cms.js'];

  it('hardens every response, pages, assets and unknown URLs alike', () => {
    const blocks = siteBlocks('cloudflare');
    for (const url of ['/pricing/', '/assets/site.css', '/wp-login.php', '/no-such-page/']) {
      const headers = headersFor(blocks, url);
      assert.ok(headers.get('content-security-policy'), url);
      assert.equal(headers.get('x-content-type-options'), 'nosniff', url);
      assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
      assert.match(headers.get('permissions-policy') ?? '', /camera=\(\)/, url);
      assert.match(headers.get('strict-transport-security') ?? '', /^max-age=\d{8,}; includeSubDomains/, url);
    }
  });

  it('covers every page in few rules, whatever the number of posts (Cloudflare Pages allows 100)', () => {
    const manyPosts = [...routes.map((route) => route.path), ...Array.from({ length: 1000 }, (_, index) => `/blog/post-${index}/`)];
    const rules = rulesFor(manyPosts, 'cloudflare');
    assert.ok(rules.length <= 100, `${rules.length} rules`);
    const parsed = parseHeaders(headersFile(rules));
    for (const page of manyPosts) assert.equal(headersFor(parsed, page).get('cache-control'), 'public, max-age=0, must-revalidate', page);
    assert.equal(headersFor(parsed, '/favicon.svg').get('cache-control'), undefined, 'files outside page folders keep the host default');
  });

  it('keeps every header line within the 2,000 characters Cloudflare Pages accepts', () => {
    const manyHashes = inlineSources(Array.from({ length: 12 }, (_, index) => `<script>run(${index})</script>`));
    for (const line of headersFile(rulesFor(['/'], 'cloudflare', manyHashes)).split('\n')) assert.ok(line.length <= 2000, line.slice(0, 80));
  });

  it("gives the editor its own policy alone on Cloudflare, which joins the values of matching rules unless one detaches them", () => {
    const sources = inlineSources(['<script>run()</script>']);
    const blocks = siteBlocks('cloudflare', sources);
    for (const url of editorUrls) {
      const headers = headersFor(blocks, url);
      assert.equal(headers.get('content-security-policy'), admin.contentSecurityPolicy, url);
      assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin-allow-popups', url);
      assert.equal(headers.get('x-robots-tag'), 'noindex, nofollow', url);
      assert.equal(headers.get('x-content-type-options'), 'nosniff', url);
    }
    for (const url of [...routes.map((route) => route.path), '/assets/site.css', '/favicon.svg', '/wp-login.php']) {
      const headers = headersFor(blocks, url);
      assert.equal(headers.get('content-security-policy'), contentSecurityPolicy(sources), url);
      assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin', url);
      assert.equal(headers.get('x-robots-tag'), undefined, url);
    }
  });

  it("writes for Netlify the same rules without Cloudflare's detach lines, which it does not know: its last matching rule's value wins", () => {
    const cloudflare = headersFile(rulesFor(routes.map((route) => route.path), 'cloudflare'));
    const netlify = headersFile(rulesFor(routes.map((route) => route.path), 'netlify'));
    assert.deepEqual(cloudflare.split('\n').filter((line) => /^\s+!/.test(line)), ['  ! Content-Security-Policy', '  ! Cross-Origin-Opener-Policy']);
    assert.equal(netlify, cloudflare.replace(/^\s+!.*\n/gm, ''));
  });

  it("lets the editor run its bundle, styles and uploads, and talk only to the backend it is built for", () => {
    const policy = directives(admin.contentSecurityPolicy);
    assert.deepEqual(policy.get('script-src'), ["'self'", "'unsafe-eval'"], 'no inline or foreign script');
    assert.deepEqual(policy.get('connect-src'), ["'self'", 'blob:'], "Git Gateway is Netlify's, on our own origin");
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    const github = directives(adminContentSecurityPolicy({ backend: { name: 'github', repo: 'hale/site', branch: 'main' } }));
    assert.deepEqual(github.get('connect-src'), ["'self'", 'blob:', 'https://api.github.com']);
  });

  it('names the local backend only in the build npm run cms makes (it sets CMS_LOCAL_PORT)', () => {
    const connect = (env: NodeJS.ProcessEnv) => directives(adminArea(env).contentSecurityPolicy).get('connect-src');
    assert.deepEqual(connect({ CMS_REPO: 'hale/site' }), ["'self'", 'blob:', 'https://api.github.com']);
    assert.deepEqual(connect({ CMS_BACKEND: 'git-gateway' }), ["'self'", 'blob:']);
    assert.deepEqual(connect({ CMS_LOCAL_PORT: '8123' }), ["'self'", 'blob:', 'http://127.0.0.1:8123', 'https://api.github.com']);
  });

  it('is served by the local host as Cloudflare serves it: matching rules join values, and a detach line removes the earlier ones', () => {
    const joined = parseHeaders('/*\n  X-Test: one\n\n/a/*\n  X-Test: two\n\n/a/b/*\n  ! X-Test\n  X-Test: three\n');
    assert.equal(headersFor(joined, '/a/c').get('x-test'), 'one, two');
    assert.equal(headersFor(joined, '/b').get('x-test'), 'one');
    assert.equal(headersFor(joined, '/a/b/c').get('x-test'), 'three');
  });
});

describe('sitemap.xml and robots.txt', () => {
  const article: SiteRoute = {
    path: `${paths.blog}fixture/`,
    title: 'Fixture',
    description: 'x'.repeat(80),
    kind: 'article',
    render: async () => null as never,
    article: { publishedTime: '2025-01-02', image: '/x.jpg', author: site.founder.name, authorUrl: site.founder.linkedIn, section: 'GTM Strategy', tags: [] },
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
