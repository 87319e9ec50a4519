/**
 * What a page's social card says, derived from its route: shared by the build step that renders
 * the PNG and by the head tags that describe it (size, alt text).
 */
import { articleOf, type RouteKind, type SiteRoute } from '../siteRoute.ts';
import { site } from '../site.ts';
import { sharedWords } from '../content/shared.ts';

/** Open Graph's recommended large-card size. */
export const socialImageSize = { width: 1200, height: 630 } as const;
export const socialImageType = 'image/png';

const { socialCards: labels } = sharedWords;

/** The small label above the title, per kind of page (src/content/documents/shared.yml). */
const kindLabels = {
  home: labels.home,
  company: labels.company,
  service: labels.services,
  pricing: labels.pricing,
  legal: labels.legal,
  blog: labels.blog,
  article: labels.blog,
  booking: labels.booking,
  landing: labels.company,
  redirect: labels.services,
  'not-found': labels.company,
} satisfies Record<RouteKind, string>;

export interface SocialCard {
  eyebrow: string;
  title: string;
  /** Site host and path, printed at the foot of the card. */
  address: string;
}

export function socialCardFor(route: SiteRoute): SocialCard {
  const article = articleOf(route);
  const eyebrow = article ? `${kindLabels.article} · ${article.section}` : route.kind === 'landing' && route.cardLabel ? route.cardLabel : kindLabels[route.kind];
  const host = new URL(site.url).host.replace(/^www\./, '');
  const address = route.kind === 'not-found' ? host : `${host}${route.path === '/' ? '' : route.path.replace(/\/$/, '')}`;
  return { eyebrow, title: route.title, address };
}

/** Alt text of the card image: what it shows. */
export function socialImageAlt(route: SiteRoute): string {
  const card = socialCardFor(route);
  return card.eyebrow === site.name ? `${card.title}, ${site.name}` : `${card.title}: ${card.eyebrow}, ${site.name}`;
}

/** A file-name-safe slug of a route path: `/services/crm/` → `services-crm`, `/` → `home`. */
export function pathSlug(path: string): string {
  const slug = path
    .replace(/\.html$/, '')
    .replace(/^\/|\/$/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .toLowerCase();
  return slug || 'home';
}
