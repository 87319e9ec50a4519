import type { ReactNode } from 'react';
import type { RouteKind, SiteRoute } from '../siteRoute.ts';
import type { IslandFiles } from '../islands/islandFiles.ts';
import { serviceLinks } from '../navigation.ts';
import { sharedWords } from '../content/shared.ts';
import { globalStyles } from '../styles/globalStyles.ts';
import { webFont } from '../styles/webFont.ts';
import { brandColour, webManifestPath } from '../seo/webManifest.ts';
import { EarlyTaps } from './EarlyTaps.tsx';
import { Head } from './Head.tsx';
import { PageFrame } from './PageFrame.tsx';
import { pageDom } from './pageDom.ts';

/**
 * Switches the page to the web font before anything renders, when an earlier page cached that very
 * file (src/styles/webFont.ts), and starts reading it from the cache at once. A classic inline script
 * placed before the stylesheet, so it neither waits for the stylesheet nor delays the parser; the CSP
 * allows it by hash, and its text does not change with the font's URL, which it reads from its own
 * attribute.
 */
const webFontGate = [
  `try{const s=document.currentScript.getAttribute(${JSON.stringify(webFont.srcAttr)});`,
  `if(localStorage.getItem(${JSON.stringify(webFont.storageKey)})===s){`,
  `document.documentElement.setAttribute(${JSON.stringify(webFont.inUseAttr)},'');`,
  `const l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=s;document.head.append(l)}}catch(e){}`,
].join('');

/**
 * How long after the paint and the load the entry is fetched: a tap made at the first paint has been
 * answered by then, even on a slow phone. The booking page fetches it at once: its script embeds the
 * scheduler, the one thing the visitor came to that page for.
 */
function startDelayMs(kind: RouteKind): number {
  return kind === 'booking' ? 0 : 1000;
}

/**
 * Starts the browser entry a second after the page has both painted and loaded (`startDelayMs`): an
 * inline module that imports it then (two frames after the load stand in for a paint entry that
 * never comes: Firefox records none for a page that opens away from its top), or 3 s after it ran
 * if a slow resource holds the load back. A tap made as the page first paints is answered by HTML
 * alone (the drawer's invoker command, `<details>`), in 0.2–0.5 s on a throttled phone; fetched at
 * once, the entry would arrive and compile inside that answer and hold it back. Nothing waits for
 * the entry, so an entry that cannot load (the network dropped, the visitor left the page) is let
 * go without an uncaught error. The CSP allows this inline module by hash (src/build/headers.ts
 * hashes every inline script of the built pages).
 */
function clientEntryLoader(src: string, kind: RouteKind): string {
  return [
    `let painted=false,loaded=false,started=false;`,
    `const go=()=>{if(started||!painted||!loaded)return;started=true;setTimeout(()=>import(${JSON.stringify(src)}).catch(()=>{}),${startDelayMs(kind)})};`,
    `const paint=()=>{painted=true;go()};`,
    `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true});`,
    `const load=()=>{loaded=true;requestAnimationFrame(()=>requestAnimationFrame(paint));go()};`,
    `if(document.readyState==='complete')load();else addEventListener('load',load,{once:true});`,
    `setTimeout(()=>{loaded=true;paint()},3000);`,
  ].join('');
}

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
        <script {...{ [webFont.srcAttr]: assets.font }} dangerouslySetInnerHTML={{ __html: webFontGate }} />
        <EarlyTaps />
        {/* Where the page's styles go: the build fills it with the styles its kind of page uses
            (src/build/pageStyles.ts), so the first paint needs no request but the document. */}
        <style {...{ [pageDom.pageStylesAttr]: '' }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href={webManifestPath} />
        <meta name="theme-color" content={brandColour} />
        <script type="module" dangerouslySetInnerHTML={{ __html: clientEntryLoader(assets.script, route.kind) }} />
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
