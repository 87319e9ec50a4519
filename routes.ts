/**
 * The one typed manifest of the site: each path of `src/paths.ts` with its title, description,
 * kind and page component. The build, the sitemap, `_redirects` and the tests read it; nothing
 * below the pages imports it (they take a `SiteRoute`, and link with `paths`).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { blogRoutes } from './src/pages/blog/blogRoutes.ts';
import { aboutContent } from './src/content/about.ts';
import { bookingContent } from './src/content/booking.ts';
import { contactContent } from './src/content/contact.ts';
import { homeContent } from './src/content/home.ts';
import { notFoundContent } from './src/content/notFound.ts';
import { pricing } from './src/content/pricing.ts';
import { pricingPage } from './src/content/pricingPage.ts';
import { privacyPolicy, termsOfService } from './src/content/legal.ts';
import { paths, servicePath } from './src/paths.ts';
import { services } from './src/content/services.ts';
import { landingPages, landingPath, type LoadedLandingPage } from './src/content/landingPages.ts';
import { solutionsContent } from './src/content/solutions.ts';
import { coreServiceCards, servicesOverview, supportingServiceCards } from './src/content/servicesOverview.ts';
import type { Service } from './src/content/serviceSchema.ts';
import { withOwnerRedirects } from './src/pages/ownerRedirects.ts';
import { redirectRoute } from './src/pages/redirectRoute.ts';
import type { SiteRoute } from './src/siteRoute.ts';

/** Loads a page module lazily so importing this manifest never loads page code or styles. */
function page<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): () => Promise<ReactElement> {
  return async () => createElement((await load()).default, props);
}

function serviceRoute(service: Service): SiteRoute {
  const path = servicePath(service.slug);
  return {
    path,
    title: service.title,
    description: service.description,
    kind: 'service',
    render: page(() => import('./src/pages/services/ServicePage.tsx'), { service, path }),
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
    render: page(() => import('./src/pages/LandingPage.tsx'), { blocks: landing.blocks, path }),
  };
}

function formerServiceRoutes(service: Service): SiteRoute[] {
  return (service.formerSlugs ?? []).map((slug) => redirectRoute(servicePath(slug), { ...service, path: servicePath(service.slug) }, page));
}

const pages: readonly SiteRoute[] = [
  {
    path: paths.home,
    title: homeContent.title,
    description: homeContent.description,
    kind: 'home',
    render: page(() => import('./src/pages/HomePage.tsx'), { content: homeContent }),
  },
  // Company pages (about, contact, solutions, services overview, pricing, legal) go here.
  {
    path: paths.about,
    title: aboutContent.title,
    description: aboutContent.description,
    kind: 'company',
    render: page(() => import('./src/pages/AboutPage.tsx'), { content: aboutContent }),
  },
  {
    path: paths.contact,
    title: contactContent.title,
    description: contactContent.description,
    kind: 'company',
    render: page(() => import('./src/pages/ContactPage.tsx'), { content: contactContent }),
  },
  {
    path: paths.solutions,
    title: solutionsContent.title,
    description: solutionsContent.description,
    kind: 'company',
    render: page(() => import('./src/pages/SolutionsPage.tsx'), { content: solutionsContent }),
  },
  {
    path: paths.services,
    title: servicesOverview.title,
    description: servicesOverview.description,
    kind: 'company',
    render: page(() => import('./src/pages/ServicesPage.tsx'), { content: servicesOverview, core: coreServiceCards, supporting: supportingServiceCards }),
  },
  {
    path: paths.pricing,
    title: pricingPage.title,
    description: pricingPage.description,
    kind: 'pricing',
    render: page(() => import('./src/pages/PricingPage.tsx'), { content: pricingPage, pricing }),
  },
  {
    path: paths.privacy,
    title: privacyPolicy.title,
    description: privacyPolicy.description,
    kind: 'legal',
    render: page(() => import('./src/pages/LegalPage.tsx'), { document: privacyPolicy }),
  },
  {
    path: paths.terms,
    title: termsOfService.title,
    description: termsOfService.description,
    kind: 'legal',
    render: page(() => import('./src/pages/LegalPage.tsx'), { document: termsOfService }),
  },
  // Service pages follow from the service files (src/content/services/), in menu order.
  ...services.map(serviceRoute),
  // Pages the owner builds from blocks follow from their files (src/content/landing/).
  ...landingPages.map(landingRoute),
  // Blog routes are derived from the post collection and go here.
  ...blogRoutes(paths.blog, page),
  {
    path: paths.booking,
    title: bookingContent.title,
    description: bookingContent.description,
    kind: 'booking',
    render: page(() => import('./src/pages/BookingPage.tsx'), { content: bookingContent }),
  },
  // Old URL names of services send visitors on to the service.
  ...services.flatMap(formerServiceRoutes),
  {
    path: paths.notFound,
    title: notFoundContent.title,
    description: notFoundContent.description,
    kind: 'not-found',
    notFound: true,
    render: page(() => import('./src/pages/NotFoundPage.tsx'), { content: notFoundContent }),
  },
];

/** Every page, then the owner's redirects (src/content/data/redirects.yml), checked against the pages. */
export const routes: readonly SiteRoute[] = withOwnerRedirects(pages, page);

/** Looks a route up by its served path; throws for an unknown path so typos fail loudly. */
export function routeFor(path: string): SiteRoute {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route for path "${path}" in routes.ts`);
  return route;
}
