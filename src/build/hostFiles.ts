/**
 * The files that tell a host how to answer: `_redirects` and `_headers`. Netlify and Cloudflare
 * Pages read both from the published folder but cannot share them (docs/hosting.md): Netlify
 * needs forced redirects (`301!`) and a 404 rule for the blog, which Cloudflare rejects, and
 * Cloudflare needs `! Name` lines to keep the public policy off the editor, which Netlify does not
 * know. With analytics on, Netlify forwards them by a rule (redirects.ts), Cloudflare by
 * `_worker.js` and `_routes.json`, which also sign the owner in to the editor (pagesWorkerFiles.ts).
 * The build writes Cloudflare's form by default (also what `npm start` serves), Netlify's with
 * `--host netlify`.
 */
import type { SiteRoute } from '../siteRoute.ts';
import { headerRules, headersFile, type AdminArea, type InlineSources } from './headers.ts';
import type { Host } from './host.ts';
import { pagesWorkerFiles, type PagesWorkerNeeds } from './pagesWorkerFiles.ts';
import { redirectsFile } from './redirects.ts';

/** What the rules are written from: the manifest, what the built pages carry inline, the editor, and what the worker serves. */
export interface BuiltSiteFacts extends PagesWorkerNeeds {
  routes: readonly SiteRoute[];
  /** What the public pages carry inline (the policy allows exactly that). */
  sources: InlineSources;
  admin: AdminArea;
}

export function hostFiles(host: Host, { routes, sources, admin, analyticsEndpoint, githubSignIn }: BuiltSiteFacts): Record<'_redirects' | '_headers', string> & Record<string, string> {
  return {
    _redirects: redirectsFile(routes, host, analyticsEndpoint),
    _headers: headersFile(headerRules(sources, routes.map((route) => route.path), admin, host)),
    ...pagesWorkerFiles(host, { analyticsEndpoint, githubSignIn }),
  };
}
