/**
 * Signing the owner in to GitHub for Decap's GitHub backend, from the site's own origin (its
 * `base_url`), so Cloudflare Pages needs no OAuth helper deployed beside the site: the start sends
 * the popup to GitHub's authorize page with a random state kept in a cookie, the callback checks
 * that state, trades the code for a token, and hands the token to the editor that opened the popup
 * by Decap's handshake (`authorizing:github`, then `authorization:github:success:{json}`), posted to
 * the site's own origin only. Plain fetch code: it runs in Cloudflare's `_worker.js`
 * (src/server/siteWorker.ts) and in `npm start`'s host alike.
 */

/** Where Decap's login opens its popup (`base_url` + `auth_endpoint`), and where GitHub sends it back. */
export const signInPaths = { start: '/auth/github', callback: '/auth/github/callback' } as const;

/** The project's environment variables (Cloudflare Pages → Settings → Variables and secrets). */
export interface SignInEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's own origin unless a test stands in for it. */
  GITHUB_ORIGIN?: string;
}

const stateCookie = 'github-sign-in-state';

/** Hands the result to the window that opened the popup, on the site's own origin only, once it answers Decap's handshake. */
const handshakeScript = `const result = JSON.parse(document.getElementById('sign-in-result').textContent);
const message = 'authorization:github:' + result.status + ':' + JSON.stringify(result.content);
window.addEventListener('message', (event) => {
  if (event.origin === location.origin && event.source === window.opener && event.data === 'authorizing:github') window.opener.postMessage(message, location.origin);
});
if (window.opener) window.opener.postMessage('authorizing:github', location.origin);`;

let scriptHash: Promise<string> | undefined;
const handshakeHash = () =>
  (scriptHash ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(handshakeScript)).then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`));

/** GitHub's reason as a sentence of ours, ending in one full stop. */
const sentence = (reason: string) => `${reason.replace(/\.+$/, '')}.`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The popup's page: what happened in words, and the result for the editor, allowed by the hash of its one script. */
async function popupPage(status: number, title: string, words: string, result: { status: 'success' | 'error'; content: Record<string, string> }, cookie?: string): Promise<Response> {
  // In a script element's JSON, `<` is escaped so no value can close the element.
  const data = JSON.stringify(result).replace(/</g, '\\u003c');
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(words)}</p>
<script type="application/json" id="sign-in-result">${data}</script>
<script>${handshakeScript}</script>
</body>
</html>
`;
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; script-src ${await handshakeHash()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex, nofollow',
  });
  if (cookie) headers.append('set-cookie', cookie);
  return new Response(html, { status, headers });
}

const refusal = (status: number, words: string, cookie?: string) => popupPage(status, 'Signing in did not work', words, { status: 'error', content: { message: words } }, cookie);

const cookieAttributes = `Path=${signInPaths.callback}; Secure; HttpOnly; SameSite=Lax`;
const clearedState = `${stateCookie}=; ${cookieAttributes}; Max-Age=0`;

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Answers the two sign-in paths (anything else is not this module's). */
export async function githubSignIn(request: Request, env: SignInEnv): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET') return new Response(null, { status: 405, headers: { allow: 'GET' } });
  const { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret } = env;
  if (!clientId || !clientSecret) {
    return refusal(500, 'Signing in with GitHub is not set up on this site yet: the GitHub OAuth app’s client ID and secret are missing from the host’s environment variables (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET). Add them, deploy again, then log in.');
  }
  const github = (env.GITHUB_ORIGIN ?? 'https://github.com').replace(/\/+$/, '');
  const callback = new URL(signInPaths.callback, url.origin).href;

  if (url.pathname === signInPaths.start) {
    const state = randomState();
    const authorize = new URL(`${github}/login/oauth/authorize`);
    authorize.searchParams.set('client_id', clientId);
    authorize.searchParams.set('redirect_uri', callback);
    authorize.searchParams.set('scope', url.searchParams.get('scope') || 'repo');
    authorize.searchParams.set('state', state);
    return new Response(null, {
      status: 302,
      headers: { location: authorize.href, 'set-cookie': `${stateCookie}=${state}; ${cookieAttributes}; Max-Age=600`, 'cache-control': 'no-store' },
    });
  }

  const expected = cookieValue(request, stateCookie);
  if (!expected || url.searchParams.get('state') !== expected) {
    return refusal(403, 'This sign-in could not be checked as the one this browser started, so it was refused. Close this window and click “Login with GitHub” again.', clearedState);
  }
  const denied = url.searchParams.get('error_description') ?? url.searchParams.get('error');
  const code = url.searchParams.get('code');
  if (denied || !code) return refusal(401, `GitHub did not sign you in${denied ? `: ${sentence(denied)}` : '.'} Close this window and try again.`, clearedState);

  const answer = await fetch(`${github}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code, redirect_uri: callback }),
  }).catch(() => null);
  const body = (await answer?.json().catch(() => null)) as { access_token?: string; error_description?: string; error?: string } | null;
  if (!body?.access_token) {
    const reason = body?.error_description ?? body?.error ?? 'GitHub could not be reached';
    return refusal(502, `GitHub did not give this site a sign-in: ${sentence(reason)} Close this window and try again.`, clearedState);
  }
  return popupPage(200, 'Signed in', 'You are signed in. This window closes by itself; if it stays open, close it and go back to the editor.', { status: 'success', content: { token: body.access_token, provider: 'github' } }, clearedState);
}
