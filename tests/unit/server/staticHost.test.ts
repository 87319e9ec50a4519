import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli } from '../../../src/server/brotliHtml.ts';
import { createStaticHost, startStaticServer } from '../../../src/server/staticHost.ts';

const page = (name: string) => `<!DOCTYPE html><html><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`;

/** A small dist/ shaped like the real one: pages, nested 404 pages, a redirect page and the host files. */
const fixture: Record<string, string> = {
  'index.html': page('Home'),
  'pricing/index.html': page('Pricing'),
  'services/lead-generation/index.html': page('Lead Generation'),
  'services/sales-enablement/index.html': page('This page has moved'),
  '404.html': page('Oops! Page not found'),
  'blog/index.html': page('Blog'),
  'blog/404.html': page('First article (unknown slug)'),
  'blog/real/index.html': page('A real post'),
  'blog/retired/index.html': page('A retired post'),
  'admin/index.html': page('Editor'),
  'assets/site.css': 'body{margin:0}',
  _redirects: [
    '/services/sales-enablement  /services/lead-generation/  301!',
    '/services/sales-enablement/  /services/lead-generation/  301!',
    '/old-pricing/  /pricing/  301',
    '/blog/retired/  /pricing/  301',
    '/blog/*  /blog/404.html  404',
    '',
  ].join('\n'),
  _headers: [
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  Content-Security-Policy: default-src \'self\'',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/pricing/*',
    '  Cache-Control: public, max-age=0, must-revalidate',
    '/admin/*',
    '  ! Content-Security-Policy',
    "  Content-Security-Policy: script-src 'self' 'unsafe-eval'",
    '',
  ].join('\n'),
};

let dir: string;
let server: Server;
let origin: string;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hale-host-'));
  for (const [file, content] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  server = await startStaticServer(dir, 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** What a visitor's browser receives for `pathname`, without following redirects. */
async function get(pathname: string) {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), headers: response.headers, body: await response.text() };
}

describe('local static host (npm start)', () => {
  // Pages at their folder URL: every route of the built site is opened through this host in tests/e2e (tests/support/routeSweep.ts).
  it('redirects a folder URL without its slash with a 301, as Netlify and Cloudflare Pages do', async () => {
    assert.deepEqual(await get('/pricing').then(({ status, location }) => ({ status, location })), { status: 301, location: '/pricing/' });
    assert.equal((await get('/pricing?plan=scale')).location, '/pricing/?plan=scale');
    assert.equal((await get('/blog/real')).location, '/blog/real/');
  });

  it('applies a forced rule even where a file exists (the sales-enablement 301)', async () => {
    for (const from of ['/services/sales-enablement', '/services/sales-enablement/']) {
      const response = await get(from);
      assert.equal(response.status, 301, from);
      assert.equal(response.location, '/services/lead-generation/', from);
    }
  });

  it('applies every redirect before files, as Cloudflare Pages does (Netlify when forced, as the build writes them for it), and other rules only where no file exists', async () => {
    const gone = await get('/old-pricing/');
    assert.equal(gone.status, 301);
    assert.equal(gone.location, '/pricing/');
    const retired = await get('/blog/retired/');
    assert.equal(retired.status, 301, 'the redirect wins over the page still at its path');
    assert.equal(retired.location, '/pricing/');
    const real = await get('/blog/real/');
    assert.equal(real.status, 200, 'the real post shadows the blog fallback');
    assert.equal(real.body, fixture['blog/real/index.html']);
  });

  it('answers an unknown blog slug with the blog 404 page and status 404', async () => {
    for (const pathname of ['/blog/no-such-post/', '/blog/no-such-post']) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.equal(response.body, fixture['blog/404.html'], pathname);
    }
  });

  it('answers any other unknown URL, and its own _redirects and _headers files, with the site 404 page', async () => {
    for (const pathname of ['/nope/', '/nope', '/services/nope/', '/missing.png', '/_redirects', '/_headers']) {
      const response = await get(pathname);
      assert.equal(response.status, 404, pathname);
      assert.equal(response.body, fixture['404.html'], pathname);
    }
  });

  it('applies _headers of the URL asked for to pages, assets and 404 answers, detach lines removing earlier values', async () => {
    const pricing = await get('/pricing/');
    assert.equal(pricing.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(pricing.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
    const asset = await get('/assets/site.css');
    assert.equal(asset.status, 200);
    assert.equal(asset.body, fixture['assets/site.css']);
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(asset.headers.get('content-type'), 'text/css');
    const revalidated = await fetch(`${origin}/assets/site.css`, { headers: { 'if-none-match': asset.headers.get('etag') ?? '' } });
    assert.equal(revalidated.status, 304, 'a file the browser holds is not sent again');
    for (const pathname of ['/nope/', '/blog/no-such-post/']) {
      const missing = await get(pathname);
      assert.equal(missing.headers.get('x-content-type-options'), 'nosniff', pathname);
      assert.equal(missing.headers.get('content-security-policy'), "default-src 'self'", pathname);
    }
    assert.equal((await get('/admin/')).headers.get('content-security-policy'), "script-src 'self' 'unsafe-eval'", 'a detached header gives way to the later value');
  });

  it('answers a file in the turn that finds it, so a rebuild swapping dist/ away the moment after cannot stop the server', async () => {
    const host = createStaticHost(dir);
    const answeredAtOnce: boolean[] = [];
    const swapping = createServer((req, res) => {
      host(req, res);
      answeredAtOnce.push(res.writableEnded);
      // The swap's renames, as a rebuild makes them, just after the host has taken the request.
      renameSync(dir, `${dir}-previous`);
      renameSync(`${dir}-previous`, dir);
    });
    await new Promise<void>((resolve) => swapping.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(swapping.address() as AddressInfo).port}`;
    for (const [pathname, file] of [['/assets/site.css', 'assets/site.css'], ['/pricing/', 'pricing/index.html']] as const) {
      const answer = await fetch(`${at}${pathname}`, { headers: { 'accept-encoding': 'identity' } });
      assert.equal(await answer.text(), fixture[file], pathname);
    }
    assert.deepEqual(answeredAtOnce, [true, true]);
    await new Promise((resolve) => swapping.close(resolve));
  });

  it('answers a malformed URL with 400 and keeps serving', async () => {
    const response = await get('/%E0%A4%A');
    assert.equal(response.status, 400);
    assert.equal((await get('/')).status, 200);
  });

  it('sends pages Brotli-compressed to a browser that accepts it, the same bytes every time, and plain text otherwise', async () => {
    const raw = (pathname: string, acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        request(`${origin}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], vary: response.headers.vary, body: Buffer.concat(chunks) }),
          );
        })
          .on('error', reject)
          .end();
      });
    const first = await raw('/pricing/', 'gzip, deflate, br, zstd');
    assert.equal(first.encoding, 'br');
    assert.match(first.vary ?? '', /accept-encoding/i);
    assert.equal(brotliDecompressSync(first.body).toString(), fixture['pricing/index.html']);
    assert.deepEqual((await raw('/pricing/', 'br')).body, first.body);
    const notFound = await raw('/blog/no-such-post/', 'br');
    assert.equal(brotliDecompressSync(notFound.body).toString(), fixture['blog/404.html']);
    const plain = await raw('/pricing/', 'identity');
    assert.equal(plain.encoding, undefined);
    assert.equal(plain.body.toString(), fixture['pricing/index.html']);
  });
});

describe('acceptsBrotli', () => {
  it('reads Accept-Encoding as browsers send it', () => {
    assert.equal(acceptsBrotli('gzip, deflate, br, zstd'), true);
    assert.equal(acceptsBrotli('BR;q=0.5'), true);
    assert.equal(acceptsBrotli('*'), true);
    assert.equal(acceptsBrotli('gzip, br;q=0'), false);
    assert.equal(acceptsBrotli('gzip, deflate'), false);
    assert.equal(acceptsBrotli(undefined), false);
  });
});
