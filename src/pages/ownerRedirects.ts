/**
 * The owner's redirects (src/content/redirects.ts) as routes, checked against every other route
 * (redirectIssues.ts); a redirect to a renamed page's old URL name goes straight to the page. The
 * anchor a target names is checked with the content links, once the pages are rendered.
 */
import { ContentError } from '../content/contentIssues.ts';
import { currentHref, recordLinks } from '../content/contentLinks.ts';
import { ownerRedirects, redirectsFileShown } from '../content/redirects.ts';
import { ownerRedirectIssues, redirectPage } from '../content/redirectIssues.ts';
import type { SiteRoute } from '../siteRoute.ts';
import { redirectRoute } from './redirectRoute.ts';

/** `routes` followed by the owner's redirects; throws a ContentError naming the file and field of each bad one. */
export function withOwnerRedirects(routes: readonly SiteRoute[], redirects = ownerRedirects, file = redirectsFileShown): SiteRoute[] {
  const issues = ownerRedirectIssues(redirects, routes.map(redirectPage), file);
  if (issues.length > 0) throw new ContentError('The redirects are invalid', issues);
  recordLinks(redirects.map(({ to }, index) => ({ file, field: `redirects.${index}.to`, href: to })));
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const redirectOf = (path: string) => {
    const route = byPath.get(path);
    return route?.kind === 'redirect' ? route.redirectTo : undefined;
  };
  return [
    ...routes,
    ...redirects.map(({ from, to }) => {
      // To a renamed page's old URL name: straight to the page, in one hop.
      const current = currentHref(to, redirectOf);
      return redirectRoute(from, byPath.get(current.split('#', 1)[0]!)!, current);
    }),
  ];
}
