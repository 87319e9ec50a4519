import type { RouteKind } from '../siteRoute.ts';

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
export function ClientEntry({ src, kind }: { src: string; kind: RouteKind }) {
  const loader = [
    `let painted=false,loaded=false,started=false;`,
    `const go=()=>{if(started||!painted||!loaded)return;started=true;setTimeout(()=>import(${JSON.stringify(src)}).catch(()=>{}),${startDelayMs(kind)})};`,
    `const paint=()=>{painted=true;go()};`,
    `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true});`,
    `const load=()=>{loaded=true;requestAnimationFrame(()=>requestAnimationFrame(paint));go()};`,
    `if(document.readyState==='complete')load();else addEventListener('load',load,{once:true});`,
    `setTimeout(()=>{loaded=true;paint()},3000);`,
  ].join('');
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
