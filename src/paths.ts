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
  pricing: '/pricing/',
  blog: '/blog/',
  privacy: '/privacy-policy/',
  terms: '/terms-of-service/',
  booking: `/${site.founder.slug}-calendar/`,
  notFound: '/404.html',
} as const;

/** The page of the service with URL name `slug` (services are content: src/content/services/). */
export function servicePath(slug: string): string {
  return `${paths.services}${slug}/`;
}

/** `href` as written in content, with an anchor alone (`#process`) taken to be on `pagePath`. */
export function onPage(href: string, pagePath: string): string {
  return href.startsWith('#') ? `${pagePath}${href}` : href;
}
