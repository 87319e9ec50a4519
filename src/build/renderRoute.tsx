import { renderToString } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import type { SiteRoute } from '../../routes.ts';
import { Document, type DocumentAssets } from '../components/Document.tsx';
import { RouteProvider } from '../components/RouteContext.tsx';
import { IslandFilesProvider } from '../islands/islandFiles.ts';

/** Renders one route to a complete HTML document. Throws whatever the page throws. */
export async function renderRoute(route: SiteRoute, assets: DocumentAssets, buildYear: number): Promise<string> {
  const page = await route.render();
  const html = renderToString(
    <HelmetProvider>
      <RouteProvider value={route}>
        <IslandFilesProvider value={assets.islandFiles}>
          <Document route={route} assets={assets} buildYear={buildYear}>
            {page}
          </Document>
        </IslandFilesProvider>
      </RouteProvider>
    </HelmetProvider>,
  );
  return `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`;
}
