/**
 * Renders routes to files: each page goes to the staging folder as soon as it is rendered, and only
 * what the rest of the build needs is kept, so no page is held in memory. Part of the server bundle.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '../../routes.ts';
import type { DocumentAssets } from '../components/Document.tsx';
import { paths } from '../paths.ts';
import { outputFile, type RouteKind, type SiteRoute } from '../siteRoute.ts';
import { inlineSources, type InlineSources } from './headers.ts';
import { classesIn, withoutStylesPlace } from './pageStyles.ts';
import { renderRoute } from './renderRoute.tsx';
import { anchorsIn } from '../content/contentLinks.ts';

/** Everything a renderer needs besides the routes. */
export interface RenderContext {
  /** Folder the pages are written into. */
  outDir: string;
  assets: Omit<DocumentAssets, 'socialImage'>;
  /** Each route's social card URL, by route path. */
  socialImages: Record<string, string>;
  buildYear: number;
}

/** What the build keeps of a rendered page. */
export interface PageFacts {
  path: string;
  file: string;
  kind: RouteKind;
  /** The class names the page's markup carries, which choose the styles its kind's pages carry (pageStyles.ts). */
  classes: string[];
  /** The page's inline code but its kind's styles, which the Content-Security-Policy allows by hash. */
  inline: InlineSources;
  /** The page's anchor ids, which content links (`/page/#anchor`) are checked against. */
  anchors: string[];
  /**
   * The site-wide 404 page's HTML, which the build writes, with its kind's styles, once it knows the
   * policy the page carries as a meta tag (headers.ts' withMetaPolicy); every other page is written
   * as it renders, and its styles written in once every page has rendered.
   */
  unwrittenHtml?: string;
}

/**
 * Renders `route` into `context.outDir` (the 404 page into its facts), in order with the other
 * routes; a page that throws fails the build, naming its route.
 */
export async function renderPage(route: SiteRoute, context: RenderContext): Promise<PageFacts> {
  let html: string;
  try {
    html = await renderRoute(route, routes, { ...context.assets, socialImage: context.socialImages[route.path] ?? '' }, context.buildYear);
  } catch (error) {
    throw new Error(`Unexpected Application Error!\n  route: ${route.path}\n  ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const file = outputFile(route.path);
  const awaitsPolicy = route.path === paths.notFound;
  if (!awaitsPolicy) {
    const target = path.join(context.outDir, file);
    // Written at once: an asynchronous write waits for the thread pool, which the social cards keep busy.
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
  return {
    path: route.path,
    file,
    kind: route.kind,
    classes: classesIn(html),
    inline: inlineSources([withoutStylesPlace(html)]),
    anchors: [...anchorsIn(html)],
    ...(awaitsPolicy ? { unwrittenHtml: html } : {}),
  };
}
