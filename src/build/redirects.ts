import { servedAsNotFound, type SiteRoute } from '../siteRoute.ts';
import { analyticsPath } from './analytics.ts';
import type { Host } from './host.ts';

/**
 * `_redirects` rules for the manifest's redirect routes, each written for both forms of the path
 * (with and without the trailing slash). Netlify serves a file that exists at a path before a rule
 * for it unless the rule is forced (`301!`), and the fallback page exists there; Cloudflare Pages
 * applies its rules before files anyway and rejects the `!`.
 */
export function redirectRules(routes: readonly SiteRoute[], host: Host): string[] {
  const rules: string[] = [];
  const status = host === 'netlify' ? '301!' : '301';
  for (const route of routes) {
    if (route.kind !== 'redirect') continue;
    const withSlash = route.path.endsWith('/') ? route.path : `${route.path}/`;
    const withoutSlash = withSlash.slice(0, -1);
    for (const from of [withoutSlash, withSlash]) rules.push(`${from}  ${route.redirectTo}  ${status}`);
  }
  return rules;
}

/**
 * Netlify answers the unknown paths of a folder with its nested `404.html` (such as
 * `/blog/404.html`, DESIGN.md §3) only by a rule: not forced, so real files win. (The site-wide
 * `/404.html` it serves by itself.) Cloudflare Pages serves the nearest `404.html` by itself, and
 * rejects a 404 status in `_redirects`.
 */
export function notFoundRules(routes: readonly SiteRoute[], host: Host): string[] {
  if (host === 'cloudflare') return [];
  return routes
    .filter((route) => servedAsNotFound(route) && /^\/.+\/404\.html$/.test(route.path))
    .map((route) => `${route.path.slice(0, -'404.html'.length)}*  ${route.path}  404`);
}

/**
 * How each host forwards the events the browser sends to the site's own address (analyticsPath) on
 * to the owner's endpoint, so the page talks to no other origin: Netlify by a proxy rule in
 * `_redirects` (status 200 to an absolute address), before any other rule; Cloudflare Pages, whose
 * `_redirects` cannot proxy to another site, by its `_worker.js` (pagesWorkerFiles.ts). With
 * analytics off there is no endpoint, and nothing of this is written.
 */
export function analyticsProxyRules(host: Host, endpoint: string | null): string[] {
  return host === 'netlify' && endpoint ? [`${analyticsPath}  ${endpoint}  200`] : [];
}

/** `analyticsEndpoint`: where Netlify forwards the analytics events (analyticsProxyRules), null when off. */
export function redirectsFile(routes: readonly SiteRoute[], host: Host, analyticsEndpoint: string | null = null): string {
  return `${[...analyticsProxyRules(host, analyticsEndpoint), ...redirectRules(routes, host), ...notFoundRules(routes, host)].join('\n')}\n`;
}
