/**
 * Renders routes to files: each page goes to the staging folder as soon as it is rendered, and only
 * what the rest of the build needs is kept, so no page is held in memory. Part of the server bundle.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { routes as siteRoutes } from '../../routes.ts';
import type { DocumentAssets } from '../components/Document.tsx';
import { registerImages, type ImageManifest } from '../components/Picture.tsx';
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
  imageManifest: ImageManifest;
}

/** What the build keeps of a rendered page. */
export interface PageFacts {
  path: string;
  file: string;
  kind: RouteKind;
  /** The class names the page's markup carries, which choose the styles its kind's pages carry (pageStyles.ts). */
  classes: string[];
  /** The page's inline code, which the Content-Security-Policy allows by hash: its styles once the build has written them in. */
  inline: InlineSources;
  /** The page's anchor ids, which content links (`/page/#anchor`) are checked against. */
  anchors: string[];
  /**
   * The site-wide 404 page's HTML, which the build writes once it knows the policy the page carries
   * as a meta tag (headers.ts' withMetaPolicy); every other page is written as it renders, and its
   * styles written in once every page has rendered.
   */
  unwrittenHtml?: string;
}

/** A function that renders route `index` of `routes` into `context.outDir`. */
export function pageRenderer(context: RenderContext, routes: readonly SiteRoute[] = siteRoutes): (index: number) => Promise<PageFacts> {
  registerImages(context.imageManifest);
  const folders = new Set<string>();
  return async (index) => {
    const route = routes[index];
    if (!route) throw new Error(`No route number ${index}`);
    const html = await renderRoute(route, routes, { ...context.assets, socialImage: context.socialImages[route.path] ?? '' }, context.buildYear);
    const file = outputFile(route.path);
    const awaitsPolicy = route.path === paths.notFound;
    if (!awaitsPolicy) {
      const target = path.join(context.outDir, file);
      // Written at once: an asynchronous write waits for the thread pool, which the social cards keep busy.
      const folder = path.dirname(target);
      if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
      folders.add(folder);
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
  };
}
