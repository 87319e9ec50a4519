import type { ReactNode } from 'react';
import type { SiteRoute } from '../siteRoute.ts';
import type { IslandFiles } from '../islands/islandFiles.ts';
import { serviceLinks } from '../navigation.ts';
import { sharedWords } from '../content/shared.ts';
import { globalStyles } from '../styles/globalStyles.ts';
import { brandColour, webManifestPath } from '../seo/webManifest.ts';
import { ClientEntry } from './ClientEntry.tsx';
import { EarlyTaps } from './EarlyTaps.tsx';
import { Head } from './Head.tsx';
import { PageFrame } from './PageFrame.tsx';
import { PageStyles } from './PageStyles.tsx';
import { WebFontGate } from './WebFontGate.tsx';
import { pageDom } from './pageDom.ts';

/**
 * Every link to a path of this site. No selector clause: one makes Chromium match each link's style,
 * again whenever links gain one, as the drawer's do when it opens under a first-paint tap. The links
 * that open a new tab are all off-site, which the pattern leaves out; a same-site one would only be
 * fetched early.
 */
const sameSitePages = { href_matches: '/*' };

/**
 * Speculation Rules: the browser prefetches a same-site page when the visitor hovers or presses
 * on a link to it (moderate eagerness), so the next page usually arrives instantly. (The booking
 * page is also fetched once a booking control is in view, by rules the page's script adds:
 * src/client/prefetchBooking.ts.) Browsers without support ignore the element; it is inline, so
 * the CSP allows it by hash (the build hashes every inline script of the built HTML, src/build/headers.ts).
 */
const speculationRules = {
  prefetch: [
    { source: 'document', where: sameSitePages, eagerness: 'moderate' },
  ],
} as const;

/** Hashed asset URLs the build hands to every page. */
export interface DocumentAssets {
  script: string;
  font: string;
  /** This page's social card (hashed PNG under /assets/social/). */
  socialImage: string;
  /** Script URLs each island's hydration downloads, for the client to prefetch. */
  islandFiles: IslandFiles;
}

export interface DocumentProps {
  route: SiteRoute;
  allRoutes: readonly SiteRoute[];
  assets: DocumentAssets;
  buildYear: number;
  children: ReactNode;
}

/** The whole HTML document of a page: head, skip link, header, main content, footer. */
export function Document({ route, allRoutes, assets, buildYear, children }: DocumentProps) {
  return (
    <html lang="en" className={globalStyles} {...{ [pageDom.routeKindAttr]: route.kind }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Head route={route} allRoutes={allRoutes} socialImage={assets.socialImage} />
        <WebFontGate src={assets.font} />
        <EarlyTaps />
        <PageStyles />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={webManifestPath} />
        <meta name="theme-color" content={brandColour} />
        <ClientEntry src={assets.script} kind={route.kind} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }} />
      </head>
      <body>
        <PageFrame path={route.path} words={sharedWords} services={serviceLinks} buildYear={buildYear}>
          {children}
        </PageFrame>
      </body>
    </html>
  );
}
