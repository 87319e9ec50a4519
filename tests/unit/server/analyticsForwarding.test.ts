/**
 * The forwarding of analytics events as the build writes it, run here without a host: Cloudflare's
 * `_worker.js` module called with a Request as Pages calls it, and `npm start`'s host serving each
 * host's form, against a collector that records what arrives. (tests/hosts/ runs the same files on
 * wrangler and Netlify's emulator.) With analytics off, nothing of it is written.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { analyticsPath } from '../../../src/build/analytics.ts';
import { analyticsProxyRules } from '../../../src/build/redirects.ts';
import { pagesWorkerFiles } from '../../../src/build/pagesWorkerFiles.ts';
import { startStaticServer } from '../../../src/server/staticHost.ts';

const received: { url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const collector = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ url: request.url, headers: request.headers, body });
    response.writeHead(202).end();
  });
});
let endpoint: string;
let dir: string;
const servers: Server[] = [];

before(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}${analyticsPath}`;
  dir = mkdtempSync(path.join(tmpdir(), 'hale-forwarding-'));
});

after(async () => {
  await Promise.all([collector, ...servers].map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

/** Cloudflare's worker with analytics forwarded to `to` (and the owner's sign-in off, as with the Git Gateway). */
const analyticsWorkerFiles = (host: 'cloudflare' | 'netlify', to: string | null) => pagesWorkerFiles(host, { analyticsEndpoint: to, githubSignIn: false });

const event = '{"n":"pageview","u":"https://halegrowth.example/","d":"halegrowth.example"}';
const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)';
const post = (url: string, headers: Record<string, string> = {}) => ({ url, init: { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': userAgent, cookie: 'a=1', ...headers }, body: event } });

/** What the collector got from the last request: body, path and the headers Plausible reads. */
function lastReceived() {
  const last = received.at(-1)!;
  return { url: last.url, body: last.body, userAgent: last.headers['user-agent'], ip: last.headers['x-forwarded-for'], cookie: last.headers.cookie };
}

/** A folder holding `files`, served by npm start's host. */
async function served(name: string, files: Record<string, string>): Promise<string> {
  const folder = path.join(dir, name);
  mkdirSync(folder);
  for (const [file, text] of Object.entries({ 'index.html': '<!doctype html><title>Home</title>', ...files })) writeFileSync(path.join(folder, file), text);
  const server = await startStaticServer(folder, 0);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('analytics forwarding', () => {
  it('writes nothing with analytics off, and for each host only its own form', () => {
    for (const host of ['cloudflare', 'netlify'] as const) {
      assert.deepEqual(analyticsProxyRules(host, null), [], host);
      assert.deepEqual(analyticsWorkerFiles(host, null), {}, host);
    }
    assert.deepEqual(analyticsProxyRules('netlify', 'https://plausible.io/api/event'), ['/api/event  https://plausible.io/api/event  200']);
    assert.deepEqual(analyticsProxyRules('cloudflare', 'https://plausible.io/api/event'), [], "Cloudflare's _redirects cannot proxy to another site");
    assert.deepEqual(analyticsWorkerFiles('netlify', 'https://plausible.io/api/event'), {});
    assert.deepEqual(JSON.parse(analyticsWorkerFiles('cloudflare', 'https://plausible.io/api/event')['_routes.json']!), { version: 1, include: ['/api/event'], exclude: [] }, 'the worker takes that path alone');
  });

  it("Cloudflare's _worker.js forwards a POST with the visitor's User-Agent and IP (CF-Connecting-IP), no cookie, and answers anything else with 405", async () => {
    const file = path.join(dir, 'worker.js');
    writeFileSync(file, analyticsWorkerFiles('cloudflare', endpoint)['_worker.js']!);
    const worker = ((await import(pathToFileURL(file).href)) as { default: { fetch(request: Request): Promise<Response> } }).default;
    const { url, init } = post('https://halegrowth.example/api/event', { 'cf-connecting-ip': '203.0.113.7' });
    const answer = await worker.fetch(new Request(url, init));
    assert.equal(answer.status, 202);
    assert.deepEqual(lastReceived(), { url: analyticsPath, body: event, userAgent, ip: '203.0.113.7', cookie: undefined });
    const count = received.length;
    assert.equal((await worker.fetch(new Request(url))).status, 405);
    assert.equal(received.length, count, 'a GET reaches nothing');
  });

  it("npm start's host forwards as each host does: Cloudflare's form through its _worker.js, Netlify's through the proxy rule, the visitor's IP named", async () => {
    const forms = {
      cloudflare: await served('cloudflare', analyticsWorkerFiles('cloudflare', endpoint)),
      netlify: await served('netlify', { _redirects: `${analyticsProxyRules('netlify', endpoint).join('\n')}\n` }),
    };
    for (const [host, origin] of Object.entries(forms)) {
      const { url, init } = post(`${origin}${analyticsPath}`);
      assert.equal((await fetch(url, init)).status, 202, host);
      assert.deepEqual(lastReceived(), { url: analyticsPath, body: event, userAgent, ip: '127.0.0.1', cookie: undefined }, host);
      assert.equal((await fetch(`${origin}/_worker.js`)).status, 404, `${host}: the worker is no file of the site`);
    }
  });
});
