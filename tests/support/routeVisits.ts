/**
 * How the route sweeps visit each route of `routes.ts`: the URL a visitor would type, and the
 * route whose page they should end up on (a redirect lands on its target; error pages are reached
 * through a path that does not exist).
 */
import { routeFor, routes } from '../../routes.ts';
import { servedAsNotFound, type SiteRoute } from '../../src/siteRoute.ts';

export interface RouteVisit {
  route: SiteRoute;
  /** What the visitor requests. */
  url: string;
  /** The route whose page is shown in the end. */
  shown: SiteRoute;
  /** The HTTP status of the page shown. */
  status: 200 | 404;
}

/** A path that no build writes, inside the folder of a nested 404 page (`/blog/404.html` → `/blog/…`). */
function unknownPathBeside(notFoundPath: string): string {
  return `${notFoundPath.slice(0, -'404.html'.length)}no-such-page-${notFoundPath.length}/`;
}

function routeVisit(route: SiteRoute): RouteVisit {
  if (servedAsNotFound(route)) return { route, url: unknownPathBeside(route.path), shown: route, status: 404 };
  if (route.kind === 'redirect') return { route, url: route.path, shown: routeFor(route.redirectTo), status: 200 };
  return { route, url: route.path, shown: route, status: 200 };
}

export const routeVisits: readonly RouteVisit[] = routes.map(routeVisit);
