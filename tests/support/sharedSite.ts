/**
 * The server of dist/ and the Chromium that `npm test` starts once for every end-to-end file
 * (scripts/test.ts), named to the files through the environment: each file connects to them
 * instead of starting its own (a browser launch, and a server that compresses every page it
 * serves at Brotli's best, per file).
 */
const originVar = 'TEST_SITE_ORIGIN';
const browserVar = 'TEST_BROWSER_ENDPOINT';

export function sharedSiteEnv(origin: string, browserEndpoint: string): NodeJS.ProcessEnv {
  return { [originVar]: origin, [browserVar]: browserEndpoint };
}

/** What the running gate shares, or nothing when a file runs on its own. */
export function sharedSite(): { origin: string; browserEndpoint: string } | null {
  const origin = process.env[originVar];
  const browserEndpoint = process.env[browserVar];
  return origin && browserEndpoint ? { origin, browserEndpoint } : null;
}
