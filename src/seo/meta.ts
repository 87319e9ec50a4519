/** Head facts derived from a route: full title, canonical path. */
import type { SiteRoute } from '../siteRoute.ts';
import { site } from '../site.ts';

/** Full document title: "Page | Hale Growth Partners". */
export function documentTitle(route: Pick<SiteRoute, 'title'>): string {
  return `${route.title} | ${site.name}`;
}

/**
 * The URL path search engines should credit for this page: the route's own `canonicalPath` (the
 * unknown-slug blog page names its article), a redirect's target, or the page's served path.
 */
export function canonicalPath(route: SiteRoute): string {
  if (route.kind === 'article') return route.canonicalPath ?? route.path;
  if (route.kind === 'redirect') return route.redirectTo;
  return route.path;
}

/** Whether the page carries a canonical link: every page but the site-wide 404. */
export function hasCanonical(route: SiteRoute): boolean {
  return route.kind !== 'not-found';
}
