/**
 * What a route of the site is, and the facts that follow from one route alone. `routes.ts` lists
 * the routes; the document, head tags, sitemap and build steps take them as this type, so they
 * need not import the manifest (and, through it, every page).
 */
import type { ReactElement } from 'react';

interface RouteBase {
  /** Served URL path, trailing-slash form (or a file path such as `/404.html`). */
  path: string;
  /** Page part of the document title; the document appends ` | Hale Growth Partners`. */
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  /** Renders the page's main content; the document shell adds head, header and footer. */
  render: () => Promise<ReactElement>;
  /**
   * The files of the blog posts the page shows: a saved post re-renders only the pages that name it
   * here (`npm run dev`, src/build/pageReuse.ts), so every article names the posts it shows.
   */
  posts?: readonly string[];
  /** The questions and answers the page shows, which it publishes as an FAQPage (src/seo/structuredData.ts). */
  faqs?: readonly { question: string; answer: string }[];
}

/** A page of the site, by kind: each kind carries only the fields it needs. */
export type SiteRoute =
  | (RouteBase & { kind: 'home' | 'company' | 'service' | 'pricing' | 'legal' | 'booking' })
  | (RouteBase & {
      kind: 'blog';
      /** A page search engines should leave out: it repeats what another page already shows. */
      duplicate?: boolean;
    })
  | (RouteBase & {
      kind: 'article';
      /** Drives og:type article, BlogPosting JSON-LD and the sitemap's lastmod. */
      article: ArticleMeta;
      /** The unknown-slug fallback: an article served with status 404… */
      notFound?: true;
      /** …naming the real article's URL path as the one search engines should credit. */
      canonicalPath?: string;
    })
  | (RouteBase & {
      kind: 'landing';
      /** A campaign page search engines should leave out (the owner's choice). */
      noindex: boolean;
      /** The label over the title on its social card, when the owner set one. */
      cardLabel?: string;
    })
  | (RouteBase & {
      kind: 'redirect';
      /** Where the visitor is sent (301, keeping the hash). */
      redirectTo: string;
    })
  | (RouteBase & { kind: 'not-found'; notFound: true });

/** Publication facts of a post, taken from the post collection. */
export interface ArticleMeta {
  /** ISO date (yyyy-mm-dd) the post was published. */
  publishedTime: string;
  /** ISO date of the last substantive edit; defaults to `publishedTime`. */
  modifiedTime?: string;
  /** Site path of the post's hero image (`/images/blog/….jpg`). */
  image: string;
  author: string;
  /** The post's author's professional profile (src/content/blog/authors.ts): `article:author` and the JSON-LD author's url. */
  authorUrl: string;
  /** The post's category (`article:section`). */
  section: string;
  tags: readonly string[];
}

/** Served with status 404: the site-wide error page and the unknown-slug article. */
export function servedAsNotFound(route: SiteRoute): boolean {
  return (route.kind === 'not-found' || route.kind === 'article') && route.notFound === true;
}

/** The post facts of an article route; undefined for every other kind. */
export function articleOf(route: SiteRoute): ArticleMeta | undefined {
  return route.kind === 'article' ? route.article : undefined;
}

/** Routes that belong in the sitemap and may be indexed. */
export function isIndexable(route: SiteRoute): boolean {
  return route.kind !== 'redirect' && !servedAsNotFound(route) && !(route.kind === 'blog' && route.duplicate) && !(route.kind === 'landing' && route.noindex);
}

/** The file a route is written to inside `dist/`. */
export function outputFile(path: string): string {
  if (path.endsWith('.html')) return path.slice(1);
  return `${path.slice(1)}index.html`;
}

/** What a route is; drives head tags, sitemap membership and structured data. */
export type RouteKind = SiteRoute['kind'];

/** The route of one kind, e.g. `RouteOf<'article'>`. */
export type RouteOf<Kind extends RouteKind> = Extract<SiteRoute, { kind: Kind }>;
