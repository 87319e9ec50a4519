import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { SiteRoute } from '../siteRoute.ts';
import { Document, type DocumentAssets } from '../components/Document.tsx';
import { IslandFilesProvider } from '../islands/islandFiles.ts';
import { readsOf, type ContentReads } from '../content/contentReads.ts';

/**
 * Renders one route of `allRoutes` to a complete HTML document, and says which content it read.
 * Throws whatever the page throws.
 */
export async function renderRoute(route: SiteRoute, allRoutes: readonly SiteRoute[], assets: DocumentAssets, buildYear: number): Promise<{ html: string; reads: ContentReads }> {
  // Loading the page's module is outside the record: what a module derives as it loads may reach any page.
  const page = await route.render();
  const { result: html, reads } = readsOf(() => renderToString(
    <HelmetProvider>
      <IslandFilesProvider value={assets.islandFiles}>
        <Document route={route} allRoutes={allRoutes} assets={assets} buildYear={buildYear}>
          {page}
        </Document>
      </IslandFilesProvider>
    </HelmetProvider>,
  ));
  return { html: `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`, reads };
}
