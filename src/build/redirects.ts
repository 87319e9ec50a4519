import { servedAsNotFound, type SiteRoute } from '../siteRoute.ts';

/**
 * Netlify / Cloudflare Pages `_redirects` rules for the manifest's redirect routes. Each is written
 * for both forms of the path (with and without the trailing slash) and forced (`!`), so it wins
 * over the fallback page that also exists at that path.
 */
export function redirectRules(routes: readonly SiteRoute[]): string[] {
  const rules: string[] = [];
  for (const route of routes) {
    if (route.kind !== 'redirect') continue;
    const withSlash = route.path.endsWith('/') ? route.path : `${route.path}/`;
    const withoutSlash = withSlash.slice(0, -1);
    for (const from of [withoutSlash, withSlash]) rules.push(`${from}  ${route.redirectTo}  301!`);
  }
  return rules;
}

/**
 * A nested 404 page (such as `/blog/404.html`, DESIGN.md §3) answers every unknown path of its
 * folder with status 404. Not forced, so real files in the folder shadow it. (Cloudflare Pages
 * serves the nearest `404.html` by itself.)
 */
export function notFoundRules(routes: readonly SiteRoute[]): string[] {
  return routes
    .filter((route) => servedAsNotFound(route) && /^\/.+\/404\.html$/.test(route.path))
    .map((route) => `${route.path.slice(0, -'404.html'.length)}*  ${route.path}  404`);
}

export function redirectsFile(routes: readonly SiteRoute[], extraRules: readonly string[] = []): string {
  return `${[...redirectRules(routes), ...notFoundRules(routes), ...extraRules].join('\n')}\n`;
}
