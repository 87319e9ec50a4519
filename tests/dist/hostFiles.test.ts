/**
 * `dist/_redirects`, `dist/_headers` and the worker as the build writes them by default (Cloudflare
 * Pages' form, which `npm start` serves too): exactly what the build's `hostFiles` makes from the built pages,
 * so the host suite's Netlify deploy, made the same way, is what a `--host netlify` build writes;
 * and each kind of rule pinned by a literal. tests/hosts/ serves them on the hosts' own runtimes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../routes.ts';
import { pagePatterns } from '../../src/build/headers.ts';
import { ownerRedirects } from '../../src/content/redirects.ts';
import { headersFor, parseHeaders } from '../../src/server/hostRules.ts';
import { site } from '../../src/site.ts';
import { distDir, distFiles, readDist, servedPath } from '../support/distFiles.ts';
import { builtSiteFacts, hostFilesFor } from '../support/hosts/deploys.ts';

const revalidate = 'public, max-age=0, must-revalidate';
const immutable = 'public, max-age=31536000, immutable';
const blocks = parseHeaders(readDist('_headers'));
const block = (pattern: string) => blocks.find((candidate) => candidate.pattern === pattern);
const values = (pattern: string) => Object.fromEntries(block(pattern)?.headers ?? []);

describe("the built site's host files", () => {
  it("are exactly what the build's hostFiles writes for Cloudflare Pages from the built pages, its worker (the owner's sign-in) included", () => {
    const files = hostFilesFor('cloudflare', distDir);
    assert.deepEqual(Object.keys(files).sort(), ['_headers', '_redirects', '_routes.json', '_worker.js']);
    assert.deepEqual(Object.fromEntries(Object.keys(files).map((file) => [file, readDist(file)])), files);
  });

  it("send both forms of /services/sales-enablement to lead generation, and of each of the owner's old addresses to its page, with a 301, and nothing else (Cloudflare finds the 404 pages itself)", () => {
    const redirects = [['/services/sales-enablement', '/services/lead-generation/'], ...ownerRedirects.map(({ from, to }) => [from.slice(0, -1), to])];
    assert.equal(readDist('_redirects'), redirects.map(([from, to]) => `${from}  ${to}  301\n${from}/  ${to}  301\n`).join(''));
  });

  it("keep every line within Cloudflare Pages' 2,000 characters (a longer one is refused), the policy with its hash of each kind of page's styles included", () => {
    const long = readDist('_headers').split('\n').filter((line) => line.length > 2000);
    assert.deepEqual(long.map((line) => `${line.slice(0, 60)}… (${line.length} characters)`), []);
  });

  it('harden every URL, unknown ones included, from one /* block that carries the public policy', () => {
    const shared = values('/*');
    assert.deepEqual(Object.keys(shared), [
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
    assert.equal(shared['Strict-Transport-Security'], 'max-age=63072000; includeSubDomains; preload');
    const policy = new Map(shared['Content-Security-Policy']!.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
    assert.deepEqual(policy.get('default-src'), ["'self'"]);
    assert.deepEqual(policy.get('frame-src'), [site.scheduler.origin]);
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.ok(policy.get('script-src')!.every((source) => source === "'self'" || /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)), 'scripts: own origin and hashes only');
  });

  it("give the editor its own block, which detaches the public policy before setting its own, and names no local backend in this build", () => {
    const editor = block('/admin/*');
    assert.deepEqual(editor?.detach, ['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);
    assert.match(values('/admin/*')['Content-Security-Policy'] ?? '', /^default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline';/);
    assert.doesNotMatch(values('/admin/*')['Content-Security-Policy'] ?? '', /127\.0\.0\.1|localhost/);
    assert.equal(values('/admin/*')['Cross-Origin-Opener-Policy'], 'same-origin-allow-popups');
    assert.equal(values('/admin/*')['X-Robots-Tag'], 'noindex, nofollow');
    assert.equal(blocks.at(-1)?.pattern, '/admin/*', 'last, so it wins on Netlify too');
  });

  it('hold exactly these blocks, in order', () => {
    assert.deepEqual(
      blocks.map((candidate) => candidate.pattern),
      ['/*', ...new Set(['/', ...pagePatterns(routes.map((route) => route.path))]), '/assets/*', '/admin/*'],
    );
  });

  it('as Cloudflare matches them, give every built file one policy, each page revalidation and each asset immutable caching', () => {
    const { admin, sources } = builtSiteFacts(distDir);
    for (const file of distFiles().filter((name) => !name.startsWith('_'))) {
      const url = servedPath(file);
      const headers = headersFor(blocks, url);
      const policy = headers.get('content-security-policy') ?? '';
      assert.ok(!policy.includes(', '), `${url} gets two policies`);
      assert.equal(policy === admin.contentSecurityPolicy, file.startsWith('admin/'), url);
      assert.ok(sources.scripts.every((hash) => file.startsWith('admin/') || policy.includes(hash)), url);
      if (file.endsWith('.html')) assert.equal(headers.get('cache-control'), revalidate, url);
      if (file.startsWith('assets/')) assert.equal(headers.get('cache-control'), immutable, url);
    }
  });
});
