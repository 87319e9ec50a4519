/**
 * The owner signs in to the editor on Cloudflare Pages with nothing else deployed: the site built as
 * the host builds it (its address, its repository, the GitHub OAuth app's id and secret in the build's
 * environment, which must land in no file), served by `wrangler pages dev` with the id and secret as
 * the project's variables, and by `npm start`'s host the same way. GitHub's authorize and token
 * endpoints are a stand-in on this machine (GITHUB_ORIGIN), which approves at once as GitHub does
 * for an owner who has approved the app before; GitHub's API is answered by the browser's request
 * routing (the editor's policy allows only the real one).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Request as BrowserRequest } from 'playwright-core';
import { signInPaths } from '../../src/server/githubSignIn.ts';
import { startStaticServer } from '../../src/server/staticHost.ts';
import { parseYaml } from '../../src/content/yaml.ts';
import { launchChromium } from '../support/browser.ts';
import { folderFiles, runBuild } from '../support/builtFolder.ts';
import { freePort } from '../support/freePort.ts';
import { startCloudflare } from '../support/hosts/cloudflare.ts';
import type { Runtime } from '../support/hosts/runtime.ts';

const clientId = 'Iv1.standin0client0id';
const clientSecret = 'standin-client-secret-0f3c9a7e5d1b';
const token = 'gho_standinTokenForTheOwner0123456789';
const repo = 'hale-growth/website';

/** GitHub's two OAuth endpoints as the worker uses them: what each was asked, and the code it issued. */
const asked: { authorize: URLSearchParams[]; token: Record<string, string>[] } = { authorize: [], token: [] };
const issuedCode = 'standin-code-7d2e';
const github = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
    asked.authorize.push(url.searchParams);
    const back = new URL(url.searchParams.get('redirect_uri') ?? '');
    back.searchParams.set('code', issuedCode);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    response.writeHead(302, { location: back.href }).end();
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const sent = JSON.parse(body || '{}') as Record<string, string>;
    asked.token.push(sent);
    const right = sent.client_id === clientId && sent.client_secret === clientSecret && sent.code === issuedCode;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(right ? { access_token: token, token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }));
  });
});

const out = mkdtempSync(path.join(tmpdir(), 'hale-signin-'));
const runtimes: Runtime[] = [];
let cloudflare: Runtime;
let local: { origin: string; stop(): Promise<void> };
let githubOrigin: string;
let browser: Browser | undefined;

before(
  async () => {
    await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
    githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
    const port = await freePort();
    const bindings = { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_ORIGIN: githubOrigin };
    const status = await runBuild(['--out', out, '--quiet'], { SITE_URL: `http://127.0.0.1:${port}`, CMS_REPO: repo, ...bindings });
    assert.equal(status, 0, 'the build succeeds');
    cloudflare = await startCloudflare(out, { port, bindings });
    runtimes.push(cloudflare);
    const server = await startStaticServer(out, 0, { workerEnv: bindings });
    local = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
  },
  { timeout: 420_000 },
);

after(async () => {
  await browser?.close();
  await Promise.all([...runtimes.map((runtime) => runtime.stop()), local?.stop()]);
  await new Promise((resolve) => github.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

/** The state cookie a start set, as the browser would send it back to the callback. */
function stateCookieOf(answer: Response): string {
  const cookie = answer.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

const start = (origin: string) => fetch(`${origin}${signInPaths.start}?provider=github&site_id=halegrowth.example&scope=repo`, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
const callback = (origin: string, query: string, cookie?: string) =>
  fetch(`${origin}${signInPaths.callback}?${query}`, { redirect: 'manual', headers: cookie ? { cookie } : {}, signal: AbortSignal.timeout(60_000) });

describe("the site's own worker signs the owner in to GitHub", () => {
  it('is built for it: the editor signs in at the site itself, for the repository the host named, and neither the id nor the secret is in any file', () => {
    const config = parseYaml(readFileSync(path.join(out, 'admin', 'config.yml'), 'utf8')) as { backend: Record<string, string> };
    assert.deepEqual(config.backend, { name: 'github', repo, branch: 'main', base_url: cloudflare.origin, auth_endpoint: signInPaths.start.slice(1) });
    assert.deepEqual(JSON.parse(readFileSync(path.join(out, '_routes.json'), 'utf8')), { version: 1, include: [signInPaths.start, signInPaths.callback], exclude: [] }, 'the worker takes the two sign-in paths alone');
    assert.doesNotMatch(readFileSync(path.join(out, 'admin', 'index.html'), 'utf8'), /role="alert"/, 'the editor opens without a note: the build knew the repository');
    const files = folderFiles(out);
    assert.ok(files.size > 100 && files.has('_worker.js'), 'every file of the build is read');
    const carrying = [...files].filter(([, bytes]) => bytes.includes(clientSecret) || bytes.includes(clientId)).map(([file]) => file);
    assert.deepEqual(carrying, [], 'the OAuth app is read from the host at run time, never built in');
  });

  for (const name of ['cloudflare', 'local'] as const) {
    const originOf = () => (name === 'cloudflare' ? cloudflare.origin : local.origin);
    const where = name === 'cloudflare' ? 'on wrangler pages dev' : "on npm start's host";

    it(`${where}: the start sends the popup to GitHub with the app's id, the callback and a fresh state, kept in a Secure, HttpOnly, SameSite=Lax cookie of the callback's path`, async () => {
      const [first, second] = [await start(originOf()), await start(originOf())];
      assert.equal(first.status, 302);
      const location = new URL(first.headers.get('location') ?? '');
      assert.equal(`${location.origin}${location.pathname}`, `${githubOrigin}/login/oauth/authorize`);
      assert.equal(location.searchParams.get('client_id'), clientId);
      assert.equal(location.searchParams.get('redirect_uri'), `${originOf()}${signInPaths.callback}`);
      assert.equal(location.searchParams.get('scope'), 'repo');
      const state = location.searchParams.get('state') ?? '';
      assert.match(state, /^[\w-]{40,}$/, 'a long random state');
      assert.notEqual(new URL(second.headers.get('location') ?? '').searchParams.get('state'), state, 'each start its own');
      const cookie = first.headers.get('set-cookie') ?? '';
      assert.equal(stateCookieOf(first).split('=')[1], state, 'the cookie holds the state sent');
      for (const attribute of [`Path=${signInPaths.callback}`, 'Secure', 'HttpOnly', 'SameSite=Lax']) assert.ok(cookie.split('; ').includes(attribute), `${attribute} in ${cookie}`);
    });

    it(`${where}: a callback whose state is not the one this browser started, or without the cookie, is refused, and no code is traded for a token`, async () => {
      const started = await start(originOf());
      const state = new URL(started.headers.get('location') ?? '').searchParams.get('state');
      const traded = asked.token.length;
      for (const [query, cookie] of [
        [`code=${issuedCode}&state=${state}x`, stateCookieOf(started)],
        [`code=${issuedCode}&state=${state}`, undefined],
        [`code=${issuedCode}`, stateCookieOf(started)],
      ] as const) {
        const answer = await callback(originOf(), query, cookie);
        const body = await answer.text();
        assert.equal(answer.status, 403, query);
        assert.match(body, /could not be checked as the one this browser started/);
        assert.ok(!body.includes(token) && !body.includes(':success:'), 'no token in the page');
      }
      assert.equal(asked.token.length, traded, 'GitHub was not asked for a token');
    });

    it(`${where}: with the state it started, the callback trades the code with the app's secret and hands the editor the token in Decap's handshake, under a policy that allows its one script by hash`, async () => {
      const started = await start(originOf());
      const approved = await fetch(started.headers.get('location')!, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location') ?? '');
      assert.equal(`${back.origin}${back.pathname}`, `${originOf()}${signInPaths.callback}`);
      const answer = await callback(originOf(), back.search.slice(1), stateCookieOf(started));
      const body = await answer.text();
      assert.equal(answer.status, 200, body);
      assert.deepEqual(asked.token.at(-1), { client_id: clientId, client_secret: clientSecret, code: issuedCode, redirect_uri: `${originOf()}${signInPaths.callback}` });
      const result = JSON.parse(/<script type="application\/json" id="sign-in-result">(.*?)<\/script>/.exec(body)?.[1] ?? 'null') as unknown;
      assert.deepEqual(result, { status: 'success', content: { token, provider: 'github' } });
      assert.match(body, /'authorization:github:' \+ result\.status \+ ':' \+ JSON\.stringify\(result\.content\)/, 'posted as authorization:github:success:{"token":…,"provider":"github"}');
      assert.match(body, /postMessage\(message, location\.origin\)/, 'to the site’s own origin only');
      const policy = answer.headers.get('content-security-policy') ?? '';
      assert.match(policy, /^default-src 'none'; script-src 'sha256-[\w+/=]+'; /);
      assert.ok(!policy.includes('unsafe'));
      assert.equal(answer.headers.get('cross-origin-opener-policy'), null, 'the popup keeps its opener');
      assert.match(answer.headers.get('set-cookie') ?? '', /Max-Age=0/, 'the state is spent');
    });
  }

  it('in the editor, a click on "Login with GitHub" opens the popup, and the token it hands over is what the editor then sends to GitHub: the owner is signed in', async () => {
    browser = await launchChromium('shell');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const apiCalls: { url: string; authorization: string | undefined }[] = [];
    await context.route('https://api.github.com/**', async (route, request: BrowserRequest) => {
      const url = new URL(request.url());
      apiCalls.push({ url: url.pathname, authorization: (await request.allHeaders()).authorization });
      const answers: Record<string, unknown> = {
        '/user': { login: 'hale-owner', name: 'Hale Owner', avatar_url: '' },
        [`/repos/${repo}`]: { full_name: repo, owner: { login: repo.split('/')[0] }, permissions: { push: true, admin: true } },
      };
      await (url.pathname in answers ? route.fulfill({ json: answers[url.pathname] }) : route.fulfill({ status: 404, json: { message: 'Not Found' } }));
    });
    const page = await context.newPage();
    await page.goto(`${cloudflare.origin}/admin/`);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Login with GitHub' }).click();
    await (await popup).waitForEvent('close');
    await page.getByText('Blog posts', { exact: true }).first().waitFor();
    assert.deepEqual(apiCalls[0], { url: '/user', authorization: `token ${token}` });
    await page.screenshot({ path: path.join('.cache', 'screenshots', 'editor-signed-in.png') });
  });
});
