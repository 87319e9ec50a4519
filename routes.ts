/**
 * The one typed manifest of the site: each path of `src/paths.ts` with its title, description,
 * kind and page component. The build, the sitemap, `_redirects` and the tests read it; nothing
 * below the pages imports it (they take a `SiteRoute`, and link with `paths`).
 */
import { createElement, type ComponentType, type ReactElement } from 'react';
import { blogRoutes } from './src/pages/blog/blogRoutes.ts';
import { homeContent } from './src/content/home.ts';
import { formatUsd, plans } from './src/content/pricing.ts';
import { privacyPolicy, termsOfService } from './src/content/legal.ts';
import { paths } from './src/paths.ts';
import { site } from './src/site.ts';
import type { SiteRoute } from './src/siteRoute.ts';

/** Loads a page module lazily so importing this manifest never loads page code or styles. */
function page<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): () => Promise<ReactElement> {
  return async () => createElement((await load()).default, props);
}

const noProps = {};

export const routes: readonly SiteRoute[] = [
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
    title: `About ${site.founder.name}`,
    description: `${site.founder.name} brings ${site.claims.yearsExperience} years of B2B marketing and sales leadership to growing companies as a fractional CMO and CSO. Meet the founder of ${site.name}.`,
    kind: 'company',
    render: page(() => import('./src/pages/AboutPage.tsx'), noProps),
  },
  {
    path: paths.contact,
    title: 'Contact Us',
    description: `Contact ${site.name}: e-mail us, book a free strategy call online or by QR code, or visit our office in ${site.office.city}, ${site.office.regionName}.`,
    kind: 'company',
    render: page(() => import('./src/pages/ContactPage.tsx'), noProps),
  },
  {
    path: paths.solutions,
    title: 'Solutions: One B2B Revenue Engine',
    description:
      'Three pillars and nine solutions, from revenue strategy and lead generation to CRM and ABM, that unite B2B marketing and sales into one revenue engine.',
    kind: 'company',
    render: page(() => import('./src/pages/SolutionsPage.tsx'), noProps),
  },
  {
    path: paths.services,
    title: 'Fractional CMO, CSO & Growth Services',
    description:
      'Fractional CMO and CSO leadership, GTM planning and revenue strategy, plus lead generation, sales enablement, analytics, digital marketing and CRM services.',
    kind: 'company',
    render: page(() => import('./src/pages/ServicesPage.tsx'), noProps),
  },
  {
    path: paths.pricing,
    title: 'Pricing: Fractional CMO & CSO Plans',
    description:
      `Monthly fractional CMO and CSO plans from ${formatUsd(plans[0].price)}, with add-on services, a ${site.claims.guaranteeDays}-day satisfaction guarantee and no long-term contracts. Compare plans and FAQs.`,
    kind: 'pricing',
    render: page(() => import('./src/pages/PricingPage.tsx'), noProps),
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
  // Service detail pages, leadership group (CMO, CSO, revenue strategy, GTM planning, sales strategy) go here.
  {
    path: paths.fractionalCmo,
    title: 'Fractional CMO Services',
    description:
      `A part-time Chief Marketing Officer for B2B tech, services and e-commerce companies: strategy, demand generation and analytics, with first results in ${site.claims.daysToFirstResults} days.`,
    kind: 'service',
    render: page(() => import('./src/pages/services/FractionalCmoPage.tsx'), noProps),
  },
  {
    path: paths.fractionalCso,
    title: 'Fractional CSO Services',
    description: `A part-time Chief Sales Officer who builds your sales process, team and forecast: MEDDIC to SPIN, a 40+ page blueprint, first results in ${site.claims.daysToFirstResults} days.`,
    kind: 'service',
    render: page(() => import('./src/pages/services/FractionalCsoPage.tsx'), noProps),
  },
  {
    path: paths.revenueStrategy,
    title: 'Revenue Strategy Consulting',
    description: `Revenue strategy that unites marketing, sales and customer success into one engine: ${site.claims.averageRevenueGrowth} average revenue growth, lower CAC and faster sales cycles.`,
    kind: 'service',
    render: page(() => import('./src/pages/services/RevenueStrategyPage.tsx'), noProps),
  },
  {
    path: paths.gtmPlanning,
    title: 'Go-To-Market (GTM) Planning',
    description:
      'Strategic go-to-market planning for product launches and new markets: research, positioning, channels and a four-phase plan from foundation to scale.',
    kind: 'service',
    render: page(() => import('./src/pages/services/GtmPlanningPage.tsx'), noProps),
  },
  {
    path: paths.salesStrategy,
    title: 'B2B Sales Strategy Consulting',
    description:
      'Sales strategy for growing B2B companies: process design, team structure, playbooks and forecasting, built on the eight components of a scalable sales engine.',
    kind: 'service',
    render: page(() => import('./src/pages/services/SalesStrategyPage.tsx'), noProps),
  },
  // Service detail pages, specialist group (lead generation, sales enablement tools, sales support, marketing analytics, digital marketing, CRM) go here.
  {
    path: paths.leadGeneration,
    title: 'B2B Lead Generation Services',
    description:
      'Lead strategy, multi-channel campaigns, nurturing and analytics that bring qualified B2B buyers to your sales team at a lower cost per lead.',
    kind: 'service',
    render: page(() => import('./src/pages/services/LeadGenerationPage.tsx'), noProps),
  },
  {
    path: paths.salesEnablement,
    title: 'Sales Enablement Tools & Training',
    description:
      'Sales tools, content, training and process optimization that ramp new reps faster and help every seller on your B2B team win more deals.',
    kind: 'service',
    render: page(() => import('./src/pages/services/SalesEnablementPage.tsx'), noProps),
  },
  {
    path: paths.salesSupport,
    title: 'B2B Sales Support Services',
    description:
      'Full cycle sales support, field sales in the USA and channel partner management: experienced B2B sellers who extend your team without new headcount.',
    kind: 'service',
    render: page(() => import('./src/pages/services/SalesSupportPage.tsx'), noProps),
  },
  {
    path: paths.marketingAnalytics,
    title: 'Marketing Analytics & Reporting',
    description:
      'Data integration, dashboards, attribution and near real-time alerts that show which marketing investments create pipeline and revenue.',
    kind: 'service',
    render: page(() => import('./src/pages/services/MarketingAnalyticsPage.tsx'), noProps),
  },
  {
    path: paths.digitalMarketing,
    title: 'Content & Digital Marketing',
    description:
      'Content planning, creation and distribution plus SEO, marketing automation and ABM that turn your B2B expertise into qualified pipeline.',
    kind: 'service',
    render: page(() => import('./src/pages/services/DigitalMarketingPage.tsx'), noProps),
  },
  {
    path: paths.crm,
    title: 'CRM Integration Services',
    description:
      'HubSpot, Salesforce, Pipedrive and Zoho CRM selection, implementation, data migration, integrations and training for B2B revenue teams.',
    kind: 'service',
    render: page(() => import('./src/pages/services/CrmPage.tsx'), noProps),
  },
  // Blog routes are derived from the post collection and go here.
  ...blogRoutes(paths.blog, page),
  {
    path: paths.booking,
    title: `Book a Call with ${site.founder.firstName}`,
    description: `Pick a time for a free 30-minute strategy call with ${site.founder.name}: we review your growth goals, pipeline and team, and map your next 90 days.`,
    kind: 'booking',
    render: page(() => import('./src/pages/BookingPage.tsx'), noProps),
  },
  {
    path: paths.salesEnablementRedirect,
    title: 'Lead Generation Services',
    description:
      'This page has moved to our Lead Generation services page: strategy, multi-channel campaigns, lead nurturing and analytics for B2B companies.',
    kind: 'redirect',
    redirectTo: paths.leadGeneration,
    render: page(() => import('./src/pages/RedirectPage.tsx'), { to: paths.leadGeneration }),
  },
  {
    path: paths.notFound,
    title: 'Page Not Found',
    description:
      'The page you were looking for does not exist. Return to the Hale Growth Partners home page to explore fractional CMO and CSO services.',
    kind: 'not-found',
    notFound: true,
    render: page(() => import('./src/pages/NotFoundPage.tsx'), noProps),
  },
];

/** Looks a route up by its served path; throws for an unknown path so typos fail loudly. */
export function routeFor(path: string): SiteRoute {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route for path "${path}" in routes.ts`);
  return route;
}
