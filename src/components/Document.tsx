import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import type { SiteRoute } from '../siteRoute.ts';
import type { IslandFiles } from '../islands/islandFiles.ts';
import { headerProps } from '../navigation.ts';
import { sharedWords } from '../content/shared.ts';
import { globalStyles } from '../styles/theme.ts';
import { brandColour, webManifestPath } from '../seo/webManifest.ts';
import { ClientEntry } from './ClientEntry.tsx';
import { SiteHeader } from './header/SiteHeader.tsx';
import { Head } from './Head.tsx';
import { SharedWordsProvider } from './SharedWords.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SpeculationRules } from './SpeculationRules.tsx';
import { WebFontGate } from './WebFontGate.tsx';

/** Hashed asset URLs the build hands to every page. */
export interface DocumentAssets {
  stylesheet: string;
  script: string;
  font: string;
  /** This page's social card (hashed PNG under /assets/social/). */
  socialImage: string;
  /** Script URLs each island's hydration downloads, for the client to prefetch. */
  islandFiles: IslandFiles;
}

const skipLink = css`
  position: absolute;
  top: -100px;
  left: var(--space-4);
  z-index: 100;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-sm);
  background: var(--color-ink);
  color: #fff;
  &:focus {
    top: var(--space-3);
    color: #fff;
  }
`;

const main = css`
  display: block;
  min-height: 60vh;
`;

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
    <html lang="en" className={globalStyles} data-route-kind={route.kind}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Head route={route} allRoutes={allRoutes} socialImage={assets.socialImage} />
        <WebFontGate src={assets.font} />
        <link rel="stylesheet" href={assets.stylesheet} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={webManifestPath} />
        <meta name="theme-color" content={brandColour} />
        <ClientEntry src={assets.script} />
        <SpeculationRules />
      </head>
      <body>
        <SharedWordsProvider words={sharedWords}>
          <a className={skipLink} href="#main">
            {sharedWords.skipLink}
          </a>
          <SiteHeader {...headerProps(route.path)} />
          <main id="main" className={main} tabIndex={-1}>
            {children}
          </main>
          <SiteFooter buildYear={buildYear} />
        </SharedWordsProvider>
      </body>
    </html>
  );
}
