/**
 * How the route sweeps visit each route of `routes.ts`: the URL a visitor would type, and the
 * route whose page they should end up on (a redirect lands on its target; error pages are reached
 * through a path that does not exist).
 */
import { routeFor, routes } from '../../routes.ts';
import { services } from '../../src/content/services.ts';
import { servicePath } from '../../src/paths.ts';
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

/** A service page's blocks, by kind in order: pages with the same are drawn alike and differ only in their words. */
const serviceStacks = new Map(services.map((service) => [servicePath(service.slug), service.blocks.map((block) => block.kind).join(' ')]));

/**
 * What draws a route's page: routes with the same template differ only in their words (the
 * articles, the service pages with the same blocks in the same order, the two legal pages, the blog's list pages, the
 * redirects). Pages with a component of their own, and pages made of blocks (each its own stack),
 * are each a template.
 */
function templateOf({ route }: RouteVisit): string {
  switch (route.kind) {
    case 'service':
      return `service ${serviceStacks.get(route.path) ?? route.path}`;
    case 'article':
      return servedAsNotFound(route) ? 'unknown article' : 'article';
    case 'blog':
    case 'legal':
    case 'redirect':
    case 'not-found':
      return route.kind;
    default:
      return route.path;
  }
}

/**
 * The first visit of each template: for checks whose outcome the template decides (layout at a
 * viewport, an engine's support for what the page uses) rather than the words, which the sweeps
 * of every route check at the phone's width, where words are most likely to break a layout.
 */
export const templateVisits: readonly RouteVisit[] = (() => {
  const firstOfEach = new Map<string, RouteVisit>();
  for (const visit of routeVisits) {
    const template = templateOf(visit);
    if (!firstOfEach.has(template)) firstOfEach.set(template, visit);
  }
  return [...firstOfEach.values()];
})();
