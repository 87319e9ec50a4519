/**
 * The server of dist/ and the Chromium builds that `npm test` starts once for every end-to-end file
 * (scripts/test.ts), named to the files through the environment: each file connects to them
 * instead of starting its own (a browser launch, and a server that compresses every page it
 * serves at Brotli's best, per file).
 */
import type { ChromiumBuild } from './browser.ts';

const originVar = 'TEST_SITE_ORIGIN';
const endpointVars: Record<ChromiumBuild, string> = { browser: 'TEST_BROWSER_ENDPOINT', shell: 'TEST_SHELL_ENDPOINT' };

export function sharedSiteEnv(origin: string, endpoints: Record<ChromiumBuild, string>): NodeJS.ProcessEnv {
  return { [originVar]: origin, [endpointVars.browser]: endpoints.browser, [endpointVars.shell]: endpoints.shell };
}

/** What the running gate shares for a file driving `build`, or nothing when a file runs on its own. */
export function sharedSite(build: ChromiumBuild): { origin: string; browserEndpoint: string } | null {
  const origin = process.env[originVar];
  const browserEndpoint = process.env[endpointVars[build]];
  return origin && browserEndpoint ? { origin, browserEndpoint } : null;
}
