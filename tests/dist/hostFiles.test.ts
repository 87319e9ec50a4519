/**
 * `dist/_redirects` and `dist/_headers` as Netlify reads them, with its own parsers (the ones its
 * build runs), not ours: a line no host would accept fails here, and the rules read back are
 * exactly the ones the build means to write (DESIGN.md §3). Expectations come from routes.ts and
 * the build's header module, and each kind of rule is also pinned by a literal.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { routes } from '../../routes.ts';
import { contentSecurityPolicy, inlineSources, pagePatterns } from '../../src/build/headers.ts';
import { runtimeStyles } from '../../src/build/runtimeStyles.ts';
import { paths } from '../../src/paths.ts';
import { site } from '../../src/site.ts';
import { outputFile, servedAsNotFound } from '../../src/siteRoute.ts';
import { distDir, distFiles, readDist, servedPath } from '../support/distFiles.ts';

/** A redirect rule as Netlify's parser gives it; a stray token (`Country=us`, `?a=:a`) would fill `conditions` or `query`. */
interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
  query: Record<string, string>;
  conditions: Record<string, string[]>;
  headers: Record<string, string>;
}

const redirectRule = (from: string, to: string, status: number, force: boolean): NetlifyRedirect => ({ from, query: {}, to, status, force, conditions: {}, headers: {} });

const redirectsRead = await parseAllRedirects({ redirectsFiles: [path.join(distDir, '_redirects')], configRedirects: [], minimal: true });
const redirects = redirectsRead.redirects as NetlifyRedirect[];
const headersRead = await parseAllHeaders({ headersFiles: [path.join(distDir, '_headers')], configHeaders: [], minimal: false });
const headerBlocks = headersRead.headers.map((block) => ({ for: block.for, values: block.values }));

describe('_redirects, read by Netlify', () => {
  it('parses without an error', () => {
    assert.deepEqual(redirectsRead.errors, []);
  });

  it('sends both forms of /services/sales-enablement to lead generation with a forced 301', () => {
    assert.deepEqual(
      redirects.filter((rule) => rule.status === 301),
      [
        redirectRule('/services/sales-enablement', '/services/lead-generation/', 301, true),
        redirectRule('/services/sales-enablement/', '/services/lead-generation/', 301, true),
      ],
    );
  });

  it("answers unknown blog URLs with the blog's 404 page, not forced, so real posts win", () => {
    assert.deepEqual(
      redirects.filter((rule) => rule.status === 404),
      [redirectRule('/blog/*', '/blog/404.html', 404, false)],
    );
  });

  it('holds exactly the rules routes.ts means, in order', () => {
    const bothForms = (routePath: string) => [routePath.replace(/\/$/, ''), routePath.endsWith('/') ? routePath : `${routePath}/`];
    const meant = [
      ...routes
        .filter((route) => route.kind === 'redirect')
        .flatMap((route) => bothForms(route.path).map((from) => redirectRule(from, route.redirectTo!, 301, true))),
      ...routes
        .filter((route) => servedAsNotFound(route) && route.path !== paths.notFound)
        .map((route) => redirectRule(`${path.posix.dirname(route.path)}/*`, route.path, 404, false)),
    ];
    assert.deepEqual(redirects, meant);
  });
});

describe('_headers, read by Netlify', () => {
  const block = (pattern: string) => headerBlocks.find((candidate) => candidate.for === pattern);
  const revalidate = 'public, max-age=0, must-revalidate';
  const immutable = 'public, max-age=31536000, immutable';

  it('parses without an error', () => {
    assert.deepEqual(headersRead.errors, []);
  });

  const publicPolicy = () => {
    const html = routes.map((route) => readDist(outputFile(route.path)));
    const css = distFiles()
      .filter((file) => /^assets\/site-[^/]+\.css$/.test(file))
      .map((file) => readDist(file));
    assert.equal(css.length, 1, 'one stylesheet');
    return contentSecurityPolicy(inlineSources(html, css, runtimeStyles()));
  };
  /** A rule per top-level entry of dist/ other than the editor: what the public policy covers. */
  const entryPatterns = () =>
    readdirSync(distDir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('_') && entry.name !== 'admin')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`));

  it('hardens every URL from one /* block, and gives every public entry the one CSP that allows exactly the inline code the built pages carry', () => {
    assert.deepEqual(block('/*')?.values, {
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    });
    const expected = publicPolicy();
    for (const pattern of ['/', ...entryPatterns()]) {
      assert.equal(block(pattern)?.values['Content-Security-Policy'], expected, pattern);
      assert.equal(block(pattern)?.values['Cross-Origin-Opener-Policy'], 'same-origin', pattern);
    }
    const policy = new Map(expected.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('frame-src'), [site.scheduler.origin]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.ok(policy.get('script-src')!.every((source) => source === "'self'" || /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)), 'scripts: own origin and hashes only');
  });

  it('gives the editor its own block: its policy, an opener policy that lets the sign-in popup answer, noindex', () => {
    const values = block('/admin/*')?.values ?? {};
    assert.match(values['Content-Security-Policy'] ?? '', /^default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline';/);
    assert.equal(values['Cross-Origin-Opener-Policy'], 'same-origin-allow-popups');
    assert.equal(values['X-Robots-Tag'], 'noindex, nofollow');
    assert.equal(values['Cache-Control'], revalidate);
  });

  it('caches hashed assets for a year and makes every page revalidate', () => {
    assert.equal(block('/assets/*')?.values['Cache-Control'], immutable);
    for (const pattern of ['/', '/services/*', '/blog/*', '/pricing/*', '/404.html']) assert.equal(block(pattern)?.values['Cache-Control'], revalidate, pattern);
    assert.equal(block('/favicon.svg')?.values['Cache-Control'], undefined, 'other files keep the host default');
  });

  it("holds exactly the blocks the build's header rules mean, in order", () => {
    assert.deepEqual(
      headerBlocks.map((candidate) => candidate.for),
      ['/*', ...new Set(['/', ...pagePatterns(routes.map((route) => route.path)), '/assets/*', ...entryPatterns()]), '/admin/*'],
    );
  });

  it('as Netlify matches them, gives every built file no header twice, and each page and asset its caching', () => {
    const files = distFiles().filter((file) => !file.startsWith('_'));
    assert.ok(files.some((file) => file.endsWith('.html')) && files.some((file) => file.startsWith('assets/')), 'pages and assets were built');
    for (const file of files) {
      const url = servedPath(file);
      const values = headersRead.headers
        .filter((candidate) => 'forRegExp' in candidate && candidate.forRegExp.test(url))
        .flatMap((candidate) => Object.entries(candidate.values));
      const names = values.map(([name]) => name);
      assert.equal(new Set(names).size, names.length, `${url} gets a header twice: ${names.join(', ')}`);
      const headers = new Map(values);
      assert.ok(headers.has('Content-Security-Policy'), url);
      if (file.endsWith('.html')) assert.equal(headers.get('Cache-Control'), revalidate, url);
      if (file.startsWith('assets/')) assert.equal(headers.get('Cache-Control'), immutable, url);
    }
  });
});
