/**
 * Cloudflare Pages' `_worker.js` and the `_routes.json` that hands it only its own paths: the
 * owner's sign-in to GitHub when the editor signs in through the site itself (cmsBackend.ts), and
 * the analytics forwarding when analytics are on (redirects.ts). With neither, and on
 * Netlify, nothing of this is written.
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { signInPaths } from '../server/githubSignIn.ts';
import { analyticsPath } from './analytics.ts';
import type { Host } from './host.ts';

export interface PagesWorkerNeeds {
  /** Where the host forwards analytics events; null when the owner has them off. */
  analyticsEndpoint: string | null;
  /** Whether the site's own worker signs the owner in to GitHub (cmsBackend.ts). */
  githubSignIn: boolean;
}

/** The worker and its routes, as files of the published folder. */
export function pagesWorkerFiles(host: Host, { analyticsEndpoint, githubSignIn }: PagesWorkerNeeds): Record<string, string> {
  if (host !== 'cloudflare' || (!analyticsEndpoint && !githubSignIn)) return {};
  const forwarding = analyticsEndpoint ? { path: analyticsPath, endpoint: analyticsEndpoint } : null;
  const { outputFiles } = esbuild.buildSync({
    // From the project root, as the content is read: this runs in the server bundle, away from the sources.
    entryPoints: [path.join(process.cwd(), 'src', 'server', 'siteWorker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: { ANALYTICS_FORWARDING: JSON.stringify(forwarding), GITHUB_SIGN_IN: JSON.stringify(githubSignIn) },
  });
  const include = [...(githubSignIn ? [signInPaths.start, signInPaths.callback] : []), ...(forwarding ? [forwarding.path] : [])];
  return {
    '_worker.js': outputFiles[0]!.text,
    '_routes.json': `${JSON.stringify({ version: 1, include, exclude: [] })}\n`,
  };
}
