/**
 * JSON-LD for every page, typed with schema-dts and derived from the route (its kind, path and
 * article facts), `site.ts` and the content modules: never written per page.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Graph,
  ImageObject,
  Person,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { paths } from '../paths.ts';
import type { RouteOf, SiteRoute } from '../siteRoute.ts';
import { serviceLinks } from '../navigation.ts';
import { absoluteUrl, site } from '../site.ts';
import { canonicalPath, documentTitle, hasCanonical } from './meta.ts';
import { socialImageSize } from './socialCard.ts';

export const ids = {
  organization: absoluteUrl('/#organization'),
  website: absoluteUrl('/#website'),
  founder: absoluteUrl(`${paths.about}#person`),
} as const;

/** The square brand icon published with the site (static/icon-512.png). */
const logoPath = '/icon-512.png';

const logo: ImageObject = { '@type': 'ImageObject', url: absoluteUrl(logoPath), width: '512', height: '512' };

/** The company, in full: address, phone, e-mails, founder and profiles. Published on `/`. */
export const organization: ProfessionalService = {
  '@type': 'ProfessionalService',
  '@id': ids.organization,
  name: site.name,
  alternateName: site.shortName,
  description: `${site.tagline}: fractional CMO and CSO services for B2B technology, services and e-commerce companies.`,
  url: absoluteUrl(paths.home),
  logo,
  image: absoluteUrl(logoPath),
  email: site.emails.general,
  telephone: site.phone.tel,
  foundingDate: String(site.established),
  founder: { '@id': ids.founder },
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.office.street,
    addressLocality: site.office.city,
    addressRegion: site.office.region,
    postalCode: site.office.postalCode,
    addressCountry: 'US',
  },
  hasMap: site.office.mapUrl,
  contactPoint: [
    { '@type': 'ContactPoint', contactType: 'sales', email: site.emails.general, telephone: site.phone.tel, availableLanguage: 'English' },
    { '@type': 'ContactPoint', contactType: 'customer service', email: site.emails.founder, availableLanguage: 'English' },
  ],
  sameAs: [site.social.linkedIn, site.social.twitter],
};

const website: WebSite = {
  '@type': 'WebSite',
  '@id': ids.website,
  name: site.name,
  url: absoluteUrl(paths.home),
  inLanguage: 'en-US',
  publisher: { '@id': ids.organization },
};

/** The founder; published on the About page. */
export const founder: Person = {
  '@type': 'Person',
  '@id': ids.founder,
  name: site.founder.name,
  givenName: site.founder.firstName,
  jobTitle: site.founder.role,
  url: absoluteUrl(paths.about),
  email: site.emails.founder,
  worksFor: { '@type': 'Organization', '@id': ids.organization, name: site.name, url: absoluteUrl(paths.home) },
  knowsAbout: serviceLinks.map((link) => link.name),
  sameAs: [site.founder.linkedIn],
};

/** A service page: what is offered, by whom. */
function service(route: SiteRoute): Service {
  return {
    '@type': 'Service',
    '@id': `${absoluteUrl(canonicalPath(route))}#service`,
    name: route.title,
    serviceType: route.title,
    description: route.description,
    url: absoluteUrl(canonicalPath(route)),
    provider: { '@type': 'Organization', '@id': ids.organization, name: site.name, url: absoluteUrl(paths.home) },
    areaServed: { '@type': 'Place', name: 'Worldwide' },
    audience: { '@type': 'BusinessAudience', audienceType: 'B2B technology, services and e-commerce companies' },
  };
}

/** An article, with its author, dates, images and publisher. */
export function blogPosting(route: RouteOf<'article'>, socialImage: string): BlogPosting {
  const { article } = route;
  const url = absoluteUrl(canonicalPath(route));
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: route.title,
    description: route.description,
    url,
    mainEntityOfPage: { '@id': url },
    image: [absoluteUrl(article.image), absoluteUrl(socialImage)],
    datePublished: article.publishedTime,
    dateModified: article.modifiedTime ?? article.publishedTime,
    author: { '@type': 'Person', name: article.author, url: article.authorUrl },
    publisher: { '@type': 'Organization', '@id': ids.organization, name: site.name, url: absoluteUrl(paths.home), logo },
    articleSection: article.section,
    keywords: article.tags.join(', '),
    inLanguage: 'en-US',
  };
}

const byPath = new WeakMap<readonly SiteRoute[], Map<string, SiteRoute>>();

/** The routes by path, made once per route list (a large blog has thousands). */
function routesByPath(allRoutes: readonly SiteRoute[]): Map<string, SiteRoute> {
  let routes = byPath.get(allRoutes);
  if (!routes) byPath.set(allRoutes, (routes = new Map([...allRoutes].reverse().map((route) => [route.path, route]))));
  return routes;
}

/** Home > ancestors that are pages > this page, named by their routes' titles. */
export function breadcrumbs(route: SiteRoute, allRoutes: readonly SiteRoute[]): BreadcrumbList {
  const target = canonicalPath(route);
  const segments = target.split('/').filter(Boolean);
  const trail = segments
    .slice(0, -1)
    .flatMap((_, index) => routesByPath(allRoutes).get(`/${segments.slice(0, index + 1).join('/')}/`) ?? [])
    .map((ancestor) => ({ name: ancestor.title, path: ancestor.path }));
  const items = [{ name: 'Home', path: paths.home }, ...trail, { name: route.title, path: target }];
  return {
    '@type': 'BreadcrumbList',
    '@id': `${absoluteUrl(target)}#breadcrumb`,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** The kind of web page, as schema.org names it. */
function pageType(route: SiteRoute): 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'FAQPage' {
  if (route.faqs?.length) return 'FAQPage';
  if (route.kind === 'blog') return 'CollectionPage';
  if (route.path === paths.about) return 'AboutPage';
  if (route.path === paths.contact) return 'ContactPage';
  return 'WebPage';
}

/** The page itself; its type follows what the page is (an FAQ page for one that shows questions and answers, and so on). */
function webPage(route: SiteRoute, socialImage: string): WebPage | FAQPage {
  const url = absoluteUrl(canonicalPath(route));
  const type = pageType(route);
  const base = {
    '@id': `${url}#webpage`,
    url,
    name: documentTitle(route),
    description: route.description,
    inLanguage: 'en-US',
    isPartOf: { '@id': ids.website },
    primaryImageOfPage: {
      '@type': 'ImageObject',
      url: absoluteUrl(socialImage),
      width: String(socialImageSize.width),
      height: String(socialImageSize.height),
    },
    ...(route.path === paths.home ? { about: { '@id': ids.organization } } : {}),
    ...(route.path !== paths.home && hasCanonical(route) ? { breadcrumb: { '@id': `${url}#breadcrumb` } } : {}),
    ...(route.path === paths.about ? { mainEntity: { '@id': ids.founder } } : {}),
  } as const;
  if (type === 'FAQPage') {
    const mainEntity: FAQPage['mainEntity'] = (route.faqs ?? []).map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } }));
    return { '@type': 'FAQPage', ...base, mainEntity };
  }
  return { '@type': type, ...base } as WebPage;
}

/** Everything a page publishes, as one `@graph`; `allRoutes` name the breadcrumbs' ancestors. */
export function structuredDataFor(route: SiteRoute, socialImage: string, allRoutes: readonly SiteRoute[]): Graph {
  const nodes: Thing[] = [webPage(route, socialImage)];
  if (route.path === paths.home) nodes.push(organization, website);
  else if (hasCanonical(route)) nodes.push(breadcrumbs(route, allRoutes));
  if (route.path === paths.about) nodes.push(founder);
  if (route.kind === 'service') nodes.push(service(route));
  if (route.kind === 'article') nodes.push(blogPosting(route, socialImage));
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** Serialised for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLd(graph: Graph): string {
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}
