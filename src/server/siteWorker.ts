/**
 * Cloudflare Pages' `_worker.js` (src/build/pagesWorkerFiles.ts writes it): the owner's sign-in to
 * GitHub for the editor when the site signs in itself, and, when analytics are on, the forwarding of
 * events to the owner's endpoint. `_routes.json` hands it only those paths; every other request is
 * served from the files with `_redirects` and `_headers` as before. Cloudflare names the visitor's
 * IP in CF-Connecting-IP; the OAuth app's id and secret are the project's environment variables.
 */
import { forwardEvent } from './forwardEvent.ts';
import { githubSignIn, signInPaths, type SignInEnv } from './githubSignIn.ts';

/** Where the events arrive and where they go, or null with analytics off. */
declare const ANALYTICS_FORWARDING: { path: string; endpoint: string } | null;
declare const GITHUB_SIGN_IN: boolean;

export default {
  fetch(request: Request, env: SignInEnv) {
    const { pathname } = new URL(request.url);
    if (GITHUB_SIGN_IN && (pathname === signInPaths.start || pathname === signInPaths.callback)) return githubSignIn(request, env);
    if (ANALYTICS_FORWARDING && pathname === ANALYTICS_FORWARDING.path) return forwardEvent(request, ANALYTICS_FORWARDING.endpoint, request.headers.get('cf-connecting-ip'));
    return new Response(null, { status: 404 });
  },
};
