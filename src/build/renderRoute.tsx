import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { SiteRoute } from '../siteRoute.ts';
import { Document, type DocumentAssets } from '../components/Document.tsx';
import { IslandFilesProvider } from '../islands/islandFiles.ts';
import { withCurrentLinks } from './currentLinks.ts';

/** Renders one route of `allRoutes` to a complete HTML document. Throws whatever the page throws. */
export async function renderRoute(route: SiteRoute, allRoutes: readonly SiteRoute[], assets: DocumentAssets, buildYear: number): Promise<string> {
  const page = await route.render();
  const html = renderToString(
    <HelmetProvider>
      <IslandFilesProvider value={assets.islandFiles}>
        <Document route={route} allRoutes={allRoutes} assets={assets} buildYear={buildYear}>
          {page}
        </Document>
      </IslandFilesProvider>
    </HelmetProvider>,
  );
  return `<!DOCTYPE html>${withCurrentLinks(html, allRoutes).replace(/^<!DOCTYPE html>/i, '')}`;
}
