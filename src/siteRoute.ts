/**
 * What a route of the site is, and the facts that follow from one route alone. `routes.ts` lists
 * the routes; the document, head tags, sitemap and build steps take them as this type, so they
 * need not import the manifest (and, through it, every page).
 */
import type { ReactElement } from 'react';

/** What a route is; drives head tags, sitemap membership and structured data. */
export type RouteKind =
  | 'home'
  | 'company'
  | 'service'
  | 'pricing'
  | 'legal'
  | 'blog'
  | 'article'
  | 'booking'
  | 'redirect'
  | 'not-found';

export interface SiteRoute {
  /** Served URL path, trailing-slash form (or a file path such as `/404.html`). */
  path: string;
  /** Page part of the document title; the document appends ` | Hale Growth Partners`. */
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  kind: RouteKind;
  /** Renders the page's main content; the document shell adds head, header and footer. */
  render: () => Promise<ReactElement>;
  /** For `redirect` routes: where the visitor is sent (301, keeping the hash). */
  redirectTo?: string;
  /** Served with status 404 (error pages and the unknown-slug fallback). */
  notFound?: boolean;
  /** A page search engines should leave out: it repeats what another page already shows. */
  duplicate?: boolean;
  /** The URL path search engines should credit instead of `path` (the unknown-slug page names its article). */
  canonicalPath?: string;
  /** For `article` routes: drives og:type article, BlogPosting JSON-LD and the sitemap's lastmod. */
  article?: ArticleMeta;
}

/** Publication facts of a post, taken from the post collection. */
export interface ArticleMeta {
  /** ISO date (yyyy-mm-dd) the post was published. */
  publishedTime: string;
  /** ISO date of the last substantive edit; defaults to `publishedTime`. */
  modifiedTime?: string;
  /** Site path of the post's hero image (`/images/blog/….jpg`). */
  image: string;
  author: string;
  /** The author's professional profile (schema.org `sameAs`). */
  authorUrl?: string;
  /** The post's category (`article:section`). */
  section: string;
  tags: readonly string[];
}

/** Routes that belong in the sitemap and may be indexed. */
export function isIndexable(route: SiteRoute): boolean {
  return route.kind !== 'redirect' && !route.notFound && !route.duplicate;
}

/** The file a route is written to inside `dist/`. */
export function outputFile(path: string): string {
  if (path.endsWith('.html')) return path.slice(1);
  return `${path.slice(1)}index.html`;
}
