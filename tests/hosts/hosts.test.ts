/**
 * The built site on the hosts' own runtimes: Cloudflare Pages' `wrangler pages dev` and
 * Netlify's `@netlify/dev`, and on `npm start`'s host, asked for one table of URLs
 * (tests/support/hosts/urlTable.ts). Each runtime starts once, concurrently; the requests go out
 * concurrently too. Fails on any rule a host rejects or ignores, on any answer that is not the one
 * the site means, and on any way `npm start` answers differently from the hosts. Each serves the
 * built site with its host's files for analytics on, pointed at a collector of this suite (the
 * build with them off differs only by those files, tests/e2e/bookingAnalytics.test.ts), so the same
 * start also proves that an event sent to the site's own address reaches the endpoint.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { distDir } from '../support/distFiles.ts';
import { askFor, type Answer } from '../support/hosts/answers.ts';
import { startCloudflare } from '../support/hosts/cloudflare.ts';
import { analyticsPath } from '../../src/build/analytics.ts';
import { builtSiteFacts, hostDeploy } from '../support/hosts/deploys.ts';
import { startNetlify } from '../support/hosts/netlify.ts';
import { startLocal, type Runtime, type RuntimeName } from '../support/hosts/runtime.ts';
import { differences, urlTable, type Row } from '../support/hosts/urlTable.ts';

const facts = builtSiteFacts(distDir);
const table = urlTable(distDir);
const names: RuntimeName[] = ['cloudflare', 'netlify', 'local'];
const runtimes = new Map<RuntimeName, Runtime>();
const answers = new Map<RuntimeName, Answer[]>();

/** The analytics endpoint the hosts forward to: records each request as it arrived. */
const received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const collector = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    received.push({ method: request.method, url: request.url, headers: request.headers, body });
    response.writeHead(202, { 'content-type': 'text/plain' }).end('ok');
  });
});
await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}${analyticsPath}`;
const deploys = { cloudflare: hostDeploy('cloudflare', distDir, endpoint), netlify: hostDeploy('netlify', distDir, endpoint) };

/** Asks for every row, a few at a time, so a loaded machine answers each within its timeout. */
async function askAll(origin: string): Promise<Answer[]> {
  const results: Answer[] = new Array(table.length);
  let next = 0;
  const worker = async () => {
    while (next < table.length) {
      const index = next++;
      results[index] = await askFor(origin, table[index]!.path);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return results;
}

before(
  async () => {
    // npm start serves the build's default, Cloudflare's form.
    const started = await Promise.allSettled([startCloudflare(deploys.cloudflare.dir), startNetlify(deploys.netlify.dir), startLocal(deploys.cloudflare.dir)]);
    for (const result of started) if (result.status === 'fulfilled') runtimes.set(result.value.name, result.value);
    const failed = started.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed.length) throw new AggregateError(failed.map((result) => result.reason), `A host runtime could not start: ${failed.map((result) => String(result.reason)).join('\n')}`);
    await Promise.all(names.map(async (name) => answers.set(name, await askAll(runtimes.get(name)!.origin))));
  },
  { timeout: 360_000 },
);

after(async () => {
  await Promise.all([...runtimes.values()].map((runtime) => runtime.stop()));
  for (const deploy of Object.values(deploys)) deploy.remove();
  await new Promise((resolve) => collector.close(resolve));
});

const lines = (text: string) => text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));

describe('the hosts accept every rule', () => {
  it('Cloudflare Pages parses every line of _redirects and _headers as a valid rule', () => {
    const output = runtimes.get('cloudflare')!.output();
    const redirects = lines(readFileSync(path.join(deploys.cloudflare.dir, '_redirects'), 'utf8')).length;
    const headerRules = lines(readFileSync(path.join(deploys.cloudflare.dir, '_headers'), 'utf8')).filter((line) => line.startsWith('/')).length;
    assert.match(output, new RegExp(`Parsed ${redirects} valid redirect rules`), output);
    assert.match(output, new RegExp(`Parsed ${headerRules} valid header rules`), output);
    assert.doesNotMatch(output, /invalid/i, output);
  });

  it("Netlify reads every line of its _redirects and _headers into a rule or a header, with no error", async () => {
    const redirectsFile = path.join(deploys.netlify.dir, '_redirects');
    const headersFile = path.join(deploys.netlify.dir, '_headers');
    const redirects = await parseAllRedirects({ redirectsFiles: [redirectsFile], configRedirects: [], minimal: true });
    const headers = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: false });
    assert.deepEqual([...redirects.errors, ...headers.errors], []);
    assert.equal(redirects.redirects.length, lines(readFileSync(redirectsFile, 'utf8')).length);
    const headerLines = lines(readFileSync(headersFile, 'utf8'));
    assert.equal(headers.headers.length, headerLines.filter((line) => line.startsWith('/')).length, 'every block read');
    assert.equal(headers.headers.flatMap((block) => Object.keys(block.values)).length, headerLines.filter((line) => !line.startsWith('/')).length, 'every header line read, none skipped');
    assert.doesNotMatch(runtimes.get('netlify')!.output(), /error/i);
    const proxied = (redirects.redirects as { from: string; to: string; status: number }[]).filter((rule) => rule.from === analyticsPath);
    assert.deepEqual(proxied.map(({ to, status }) => ({ to, status })), [{ to: endpoint, status: 200 }], 'the analytics path is rewritten to the endpoint');
  });
});

describe("an analytics event sent to the site's own address reaches the endpoint", () => {
  const event = JSON.stringify({ n: 'pageview', u: 'https://halegrowth.example/', d: 'halegrowth.example' });
  const userAgent = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36';
  for (const name of names) {
    it(`on ${name === 'local' ? "npm start's host" : name}: the body as sent, with the visitor's User-Agent${name === 'netlify' ? '' : ' and IP'}, and the endpoint's answer back`, async () => {
      const before = received.length;
      const response = await fetch(new URL(analyticsPath, runtimes.get(name)!.origin), { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': userAgent }, body: event, signal: AbortSignal.timeout(60_000) });
      assert.equal(response.status, 202);
      assert.equal(await response.text(), 'ok');
      assert.equal(received.length, before + 1, 'one request reached the endpoint');
      const forwarded = received.at(-1)!;
      assert.deepEqual({ method: forwarded.method, url: forwarded.url, body: forwarded.body, userAgent: forwarded.headers['user-agent'] }, { method: 'POST', url: analyticsPath, body: event, userAgent });
      // Netlify's emulator passes the request on as it came; Netlify's edge adds the visitor's IP itself.
      if (name !== 'netlify') assert.equal(forwarded.headers['x-forwarded-for'], '127.0.0.1', "Plausible counts unique visitors by the visitor's IP");
    });
  }
});

describe('every URL of the table gets the answer the site means', () => {
  for (const name of names) {
    it(`on ${name === 'local' ? "npm start's host" : name}`, () => {
      assert.deepEqual(
        table.flatMap((row, index) => differences(row, answers.get(name)![index]!, name, facts)),
        [],
      );
    });
  }

  it("sends a link to the old sales-enablement URL with a #hash to that section: the 301 carries no fragment, so the browser keeps the link's, and the target page has it", () => {
    const row = table.findIndex((candidate) => candidate.path.includes('#'));
    assert.ok(row >= 0, 'the table has a link with a #hash');
    const [, hash] = table[row]!.path.split('#');
    for (const name of names) assert.equal(answers.get(name)![row]!.location, table[row]!.location, name);
    const target = readFileSync(path.join(distDir, table[row]!.location!.slice(1), 'index.html'), 'utf8');
    assert.match(target, new RegExp(`id="${hash}"`));
  });
});

/**
 * An answer as a visitor or crawler meets it: a permanent redirect is one whether a host says 301 or
 * 308 (browsers and search engines treat both alike); headers on a redirect carry nothing to read;
 * caching is compared where our rules set it, not where each host keeps its own default.
 */
function asMet(row: Row, answer: Answer) {
  if (answer.status >= 300 && answer.status < 400) return { status: [301, 308].includes(answer.status) ? 'permanent redirect' : answer.status, location: answer.location };
  const { 'cache-control': cacheControl, ...headers } = answer.headers;
  return { ...answer, headers: { ...headers, ...(row.cacheControl ? { 'cache-control': cacheControl } : {}) } };
}

describe("npm start answers as the hosts do", () => {
  for (const host of ['cloudflare', 'netlify'] as const) {
    it(`every URL as ${host} answers it`, () => {
      const local = answers.get('local')!;
      const remote = answers.get(host)!;
      const differ = table.filter((row, index) => JSON.stringify(asMet(row, local[index]!)) !== JSON.stringify(asMet(row, remote[index]!)));
      assert.deepEqual(
        differ.map((row) => ({ path: row.path, local: asMet(row, local[table.indexOf(row)]!), [host]: asMet(row, remote[table.indexOf(row)]!) })),
        [],
      );
    });
  }

  it('asked every runtime for every URL of the table (printed here as each answered it)', (t) => {
    const cell = (answer: Answer) =>
      `${answer.status}${answer.location ? ` → ${answer.location}` : ''}${answer.status < 300 || answer.status >= 400 ? ` · CSP ${answer.headers['content-security-policy'] ? (answer.headers['content-security-policy'].includes('unsafe-eval') ? 'editor' : 'public') : 'none'} · ${answer.body.startsWith('sha256:') ? 'file' : answer.body}` : ''}`;
    t.diagnostic(`| URL | ${names.join(' | ')} |`);
    table.forEach((row, index) => t.diagnostic(`| ${row.path} | ${names.map((name) => cell(answers.get(name)![index]!).replaceAll('|', '\\|')).join(' | ')} |`));
    for (const name of names) assert.equal(answers.get(name)?.filter(Boolean).length, table.length, name);
  });
});
