/**
 * How the route sweeps visit each route of `routes.ts`: the URL a visitor would type, and the
 * route whose page they should end up on (a redirect lands on its target; error pages are reached
 * through a path that does not exist).
 */
import { routeFor, routes } from '../../routes.ts';
import { landingPages, landingPath, ownPage, ownPageNames } from '../../src/content/blockPages.ts';
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

/** The kinds of block of every page made of blocks (the services, the site's own pages and the owner's), by address. */
const blockKinds = new Map<string, string[]>([
  ...services.map((service) => [servicePath(service.slug), service.blocks.map((block) => block.kind)] as const),
  ...ownPageNames.map((name) => ownPage(name)).map((page) => [page.path, page.content.blocks.map((block) => block.kind)] as const),
  ...landingPages.map((page) => [landingPath(page.slug), page.blocks.map((block) => block.kind)] as const),
]);

/**
 * The pages made of blocks that are templates, in the routes' order: the first, and each that has a
 * kind of block no page before it has. Together they draw every kind of block the pages use; any
 * other page is drawn by those same blocks, in another order and with other words.
 */
const blockTemplates = (() => {
  const drawn = new Set<string>();
  const templates = new Set<string>();
  for (const { path: page } of routes.filter((route) => blockKinds.has(route.path))) {
    const kinds = blockKinds.get(page) ?? [];
    if (templates.size === 0 || kinds.some((kind) => !drawn.has(kind))) templates.add(page);
    for (const kind of kinds) drawn.add(kind);
  }
  return templates;
})();
const firstBlockTemplate = [...blockTemplates][0];

/**
 * What draws a route's page: routes with the same template differ only in their words (the
 * articles, the pages made of blocks whose kinds of block a page before them has drawn, the two
 * legal pages, the blog's list pages, the redirects). Pages with a component of their own are each a template.
 */
function templateOf({ route }: RouteVisit): string {
  if (blockKinds.has(route.path)) return `blocks ${blockTemplates.has(route.path) ? route.path : firstBlockTemplate}`;
  switch (route.kind) {
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
