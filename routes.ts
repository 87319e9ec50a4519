/**
 * The one typed manifest of the site: each path with its title, description, kind and page
 * component, from the pages the owner edits (src/pages/sitePages.ts) and the service and post
 * collections. The build, the sitemap, `_redirects` and the tests read it; nothing below the pages
 * imports it (they take a `SiteRoute`, and link with `paths`).
 */
import { blogRoutes } from './src/pages/blog/blogRoutes.ts';
import type { SitePage } from './src/pages/sitePage.ts';
import { sitePages } from './src/pages/sitePages.ts';
import { paths, servicePath } from './src/paths.ts';
import { services } from './src/content/services.ts';
import { landingPages, landingPath, type LoadedLandingPage } from './src/content/blockPages.ts';
import type { Service } from './src/content/serviceSchema.ts';
import type { NamedEntry } from './src/content/urlNames.ts';
import { withOwnerRedirects } from './src/pages/ownerRedirects.ts';
import { page } from './src/pages/pageLoader.ts';
import { redirectRoute } from './src/pages/redirectRoute.ts';
import type { SiteRoute } from './src/siteRoute.ts';
import { faqsOf } from './src/blocks/faq/faqsOf.ts';
import { pricing } from './src/content/pricing.ts';

function serviceRoute(service: Service): SiteRoute {
  const path = servicePath(service.slug);
  return {
    path,
    title: service.title,
    description: service.description,
    kind: 'service',
    ...faqsOf(service.blocks, pricing),
    render: page(async () => ({ default: (await import('./src/blocks/Blocks.tsx')).Blocks }), { blocks: service.blocks, path }),
  };
}

function landingRoute(landing: LoadedLandingPage): SiteRoute {
  const path = landingPath(landing.slug);
  return {
    path,
    title: landing.title,
    description: landing.description,
    kind: 'landing',
    noindex: landing.noindex,
    ...(landing.cardLabel ? { cardLabel: landing.cardLabel } : {}),
    ...faqsOf(landing.blocks, pricing),
    // Its booking buttons tell the scheduler they are a landing page's.
    render: page(async () => ({ default: (await import('./src/blocks/Blocks.tsx')).Blocks }), { blocks: landing.blocks, path, place: 'landing-block' }),
  };
}

/** An entry's old URL names, each sending visitors on to the entry's address (`addressOf` its URL name). */
function formerNameRoutes(entry: NamedEntry & Pick<SiteRoute, 'title' | 'description'>, addressOf: (name: string) => string): SiteRoute[] {
  return (entry.formerSlugs ?? []).map((name) => redirectRoute(addressOf(name), { ...entry, path: addressOf(entry.slug) }));
}

/** The route of a page the owner edits (src/pages/sitePages.ts). */
function sitePageRoute(declared: SitePage): SiteRoute {
  const { path, title, description, kind, posts, faqs } = declared;
  const route = { path, title, description, render: () => declared.render(), ...(posts ? { posts } : {}), ...(faqs ? { faqs } : {}) };
  return kind === 'not-found' ? { ...route, kind, notFound: true } : { ...route, kind };
}

const pages: readonly SiteRoute[] = [
  // The pages the owner edits, each declared once with its content file, editor entry and component.
  ...sitePages.map(sitePageRoute),
  // Service pages follow from the service files (src/content/services/), in menu order.
  ...services.map(serviceRoute),
  // Pages the owner builds from blocks follow from their files (src/content/pages/, beside the site's own).
  ...landingPages.map(landingRoute),
  // The blog's later list pages and its articles follow from the post collection.
  ...blogRoutes(paths.blog),
  // Old URL names of services and of pages made of blocks send visitors on to their page.
  ...services.flatMap((service) => formerNameRoutes(service, servicePath)),
  ...landingPages.flatMap((landing) => formerNameRoutes(landing, landingPath)),
];

/** Every page, then the owner's redirects (src/content/data/redirects.yml), checked against the pages. */
export const routes: readonly SiteRoute[] = withOwnerRedirects(pages);

/** Looks a route up by its served path; throws for an unknown path so typos fail loudly. */
export function routeFor(path: string): SiteRoute {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route for path "${path}" in routes.ts`);
  return route;
}
