/**
 * Starts the browser entry once the page has both painted and loaded: an inline module that imports
 * it after the first contentful paint and the load event, whichever comes last (two frames after the
 * load stand in for a paint entry that never comes: Firefox records none for a page that opens away
 * from its top), or 3 s after it ran if a slow resource holds the load back. A tap made as the page
 * first paints is answered by HTML alone (the drawer's invoker command, `<details>`); the entry's
 * fetch, compile and start-up must not land in the middle of that answer, and on a slow phone the
 * load often comes before the paint. Nothing waits for the entry, so an entry that cannot load (the
 * network dropped, the visitor left the page) is let go without an uncaught error. The CSP allows
 * this inline module by hash (src/build/headers.ts hashes every inline script of the built pages).
 */
export function ClientEntry({ src }: { src: string }) {
  const loader = [
    `let painted=false,loaded=false,started=false;`,
    `const go=()=>{if(started||!painted||!loaded)return;started=true;setTimeout(()=>import(${JSON.stringify(src)}).catch(()=>{}))};`,
    `const paint=()=>{painted=true;go()};`,
    `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();paint()}}).observe({type:'paint',buffered:true});`,
    `const load=()=>{loaded=true;requestAnimationFrame(()=>requestAnimationFrame(paint));go()};`,
    `if(document.readyState==='complete')load();else addEventListener('load',load,{once:true});`,
    `setTimeout(()=>{loaded=true;paint()},3000);`,
  ].join('');
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
