/**
 * How each host forwards the events the browser sends to the site's own address (analyticsPath) on
 * to the owner's endpoint, so the page talks to no other origin: Netlify by a proxy rule in
 * `_redirects` (status 200 to an absolute address); Cloudflare Pages, whose `_redirects` cannot
 * proxy to another site, by a `_worker.js` that `_routes.json` hands only that path. With analytics
 * off there is no endpoint, and nothing of this is written.
 */
import * as esbuild from 'esbuild';
import { fileURLToPath } from 'node:url';
import { analyticsPath } from './analytics.ts';
import type { Host } from './host.ts';

/** Netlify's proxy rule, before any other rule of `_redirects`. */
export function analyticsProxyRules(host: Host, endpoint: string | null): string[] {
  return host === 'netlify' && endpoint ? [`${analyticsPath}  ${endpoint}  200`] : [];
}

/** Cloudflare's worker and the routes it takes, as files of the published folder. */
export function analyticsWorkerFiles(host: Host, endpoint: string | null): Record<string, string> {
  if (host !== 'cloudflare' || !endpoint) return {};
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('../server/analyticsWorker.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { ANALYTICS_ENDPOINT: JSON.stringify(endpoint) },
  });
  return {
    '_worker.js': outputFiles[0]!.text,
    '_routes.json': `${JSON.stringify({ version: 1, include: [analyticsPath], exclude: [] })}\n`,
  };
}
