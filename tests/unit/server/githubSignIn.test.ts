/**
 * The owner's sign-in where it goes wrong, called as the worker calls it (tests/hosts/signin.test.ts
 * runs the way it goes right, and a wrong state, on wrangler and npm start's host): the OAuth app not
 * set up on the host, the owner declining on GitHub, GitHub refusing the code. Each answer is a page
 * in the owner's words that hands the editor the same words as Decap's error, and never a token.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { githubSignIn, signInPaths } from '../../../src/server/githubSignIn.ts';

const site = 'https://www.halegrowth.example';
let tokenRequests = 0;
const github = createServer((request, response) => {
  tokenRequests += 1;
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }));
});
let env: { GITHUB_CLIENT_ID: string; GITHUB_CLIENT_SECRET: string; GITHUB_ORIGIN: string };

before(async () => {
  await new Promise<void>((resolve) => github.listen(0, '127.0.0.1', resolve));
  env = { GITHUB_CLIENT_ID: 'Iv1.id', GITHUB_CLIENT_SECRET: 'secret', GITHUB_ORIGIN: `http://127.0.0.1:${(github.address() as AddressInfo).port}` };
});
after(() => new Promise<void>((resolve) => github.close(() => resolve())));

/** A callback carrying `query`, with the state cookie a start set for state `s1`. */
const callback = (query: string) => new Request(`${site}${signInPaths.callback}?${query}`, { headers: { cookie: 'other=1; github-sign-in-state=s1' } });

/** The error Decap is handed by the page's handshake, and the page's words. */
async function refusalOf(answer: Response): Promise<{ status: number; handed: unknown; words: string }> {
  const body = await answer.text();
  return {
    status: answer.status,
    handed: JSON.parse(/id="sign-in-result">(.*?)<\/script>/.exec(body)?.[1] ?? 'null'),
    words: /<p>(.*?)<\/p>/.exec(body)?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))) ?? '',
  };
}

describe("the owner's sign-in, where it goes wrong", () => {
  it('says the OAuth app is not set up on the host, instead of sending the owner to GitHub without it', async () => {
    for (const missing of ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const) {
      const { [missing]: _, ...rest } = env;
      const answer = await githubSignIn(new Request(`${site}${signInPaths.start}?provider=github&scope=repo`), rest);
      assert.equal(answer.headers.get('location'), null);
      const { status, handed, words } = await refusalOf(answer);
      assert.equal(status, 500);
      assert.match(words, /^Signing in with GitHub is not set up on this site yet: the GitHub OAuth app’s client ID and secret are missing from the host’s environment variables/);
      assert.deepEqual(handed, { status: 'error', content: { message: words } }, 'the editor shows the same words');
    }
  });

  it('says GitHub did not sign the owner in when they declined there, and asks GitHub for nothing', async () => {
    const { status, handed, words } = await refusalOf(await githubSignIn(callback('error=access_denied&error_description=The+user+has+denied+your+application+access.&state=s1'), env));
    assert.equal(status, 401);
    assert.equal(words, 'GitHub did not sign you in: The user has denied your application access. Close this window and try again.');
    assert.deepEqual(handed, { status: 'error', content: { message: words } });
    assert.equal(tokenRequests, 0);
  });

  it("says so when GitHub refuses to trade the code, with GitHub's reason", async () => {
    const { status, handed, words } = await refusalOf(await githubSignIn(callback('code=stale&state=s1'), env));
    assert.equal(tokenRequests, 1);
    assert.equal(status, 502);
    assert.equal(words, 'GitHub did not give this site a sign-in: The code passed is incorrect or expired. Close this window and try again.');
    assert.deepEqual(handed, { status: 'error', content: { message: words } });
  });

  it('answers only GET', async () => {
    const answer = await githubSignIn(new Request(`${site}${signInPaths.start}`, { method: 'POST' }), env);
    assert.equal(answer.status, 405);
    assert.equal(answer.headers.get('allow'), 'GET');
  });
});
