/**
 * Links that name an old address (a renamed page's old URL name, an owner's redirect) written, in a
 * rendered page, to the page they now lead to: a rename needs no edit of the pages that link to it,
 * and a visitor no hop.
 */
import { currentHref } from '../content/contentLinks.ts';
import type { SiteRoute } from '../siteRoute.ts';

const redirectsOf = new WeakMap<readonly SiteRoute[], Map<string, string>>();

/** The old addresses among `routes` (renamed pages' old URL names, the owner's redirects), by path, with where each leads. */
function redirectsIn(routes: readonly SiteRoute[]): Map<string, string> {
  let redirects = redirectsOf.get(routes);
  if (!redirects) {
    redirects = new Map(routes.flatMap((route) => (route.kind === 'redirect' ? [[route.path, route.redirectTo] as const] : [])));
    redirectsOf.set(routes, redirects);
  }
  return redirects;
}

const siteHref = / href="(\/[^"#?]*(?:#[^"]*)?)"/g;

/** `html` with each link to an old address written to the page it now leads to (contentLinks.ts' currentHref). */
export function withCurrentLinks(html: string, routes: readonly SiteRoute[]): string {
  const redirects = redirectsIn(routes);
  return redirects.size === 0 ? html : html.replace(siteHref, (attribute, href: string) => {
    const current = currentHref(href, (path) => redirects.get(path));
    return current === href ? attribute : ` href="${current}"`;
  });
}
