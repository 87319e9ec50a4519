import type { SiteRoute } from '../../routes.ts';

/**
 * Netlify / Cloudflare Pages `_redirects` rules for the manifest's redirect routes. Each is written
 * for both forms of the path (with and without the trailing slash) and forced (`!`), so it wins
 * over the fallback page that also exists at that path.
 */
export function redirectRules(routes: readonly SiteRoute[]): string[] {
  const rules: string[] = [];
  for (const route of routes) {
    if (route.kind !== 'redirect' || !route.redirectTo) continue;
    const withSlash = route.path.endsWith('/') ? route.path : `${route.path}/`;
    const withoutSlash = withSlash.slice(0, -1);
    for (const from of [withoutSlash, withSlash]) rules.push(`${from}  ${route.redirectTo}  301!`);
  }
  return rules;
}

export function redirectsFile(routes: readonly SiteRoute[], extraRules: readonly string[] = []): string {
  return `${[...redirectRules(routes), ...extraRules].join('\n')}\n`;
}
