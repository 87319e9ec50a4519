/**
 * How each host forwards the events the browser sends to the site's own address (analyticsPath) on
 * to the owner's endpoint, so the page talks to no other origin: Netlify by a proxy rule in
 * `_redirects` (status 200 to an absolute address); Cloudflare Pages, whose `_redirects` cannot
 * proxy to another site, by its `_worker.js` (pagesWorkerFiles.ts). With analytics off there is no
 * endpoint, and nothing of this is written.
 */
import { analyticsPath } from './analytics.ts';
import type { Host } from './host.ts';

/** Netlify's proxy rule, before any other rule of `_redirects`. */
export function analyticsProxyRules(host: Host, endpoint: string | null): string[] {
  return host === 'netlify' && endpoint ? [`${analyticsPath}  ${endpoint}  200`] : [];
}
