/**
 * Every URL path of the site, in the form the hosts serve without a redirect (`/pricing/`, `/` for
 * home; DESIGN.md §3). Content, components and pages link with these; `routes.ts` maps each to its
 * page. It stands on `site.ts` alone, so anything may import it without a circle.
 */
import { site } from './site.ts';

export const paths = {
  home: '/',
  about: `/about-${site.founder.slug}/`,
  contact: '/contact-us/',
  solutions: '/solutions/',
  services: '/services/',
  fractionalCmo: '/services/fractional-cmo/',
  fractionalCso: '/services/fractional-cso/',
  leadGeneration: '/services/lead-generation/',
  salesEnablementRedirect: '/services/sales-enablement/',
  salesEnablement: '/services/sales-enablement-tools/',
  salesSupport: '/services/sales-support/',
  marketingAnalytics: '/services/marketing-analytics/',
  salesStrategy: '/services/sales-strategy/',
  digitalMarketing: '/services/content-digital-marketing/',
  crm: '/services/crm/',
  revenueStrategy: '/services/revenue-strategy/',
  gtmPlanning: '/services/gtm-planning/',
  pricing: '/pricing/',
  blog: '/blog/',
  privacy: '/privacy-policy/',
  terms: '/terms-of-service/',
  booking: `/${site.founder.slug}-calendar/`,
  notFound: '/404.html',
} as const;
