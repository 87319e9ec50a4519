/**
 * Starts the browser entry after the first paint: an inline module that imports it once the first
 * contentful paint is in, or two frames after it ran, whichever comes first, so the entry is
 * neither fetched nor run before the page has rendered and never competes with the stylesheet or
 * hero image. The frames are the fallback for a paint-timing entry that never comes: Firefox
 * records none for a page that opens away from its top (a `#hash` landing, a restored scroll).
 * A hidden page (a background tab) runs neither until it is shown. Nothing waits for the entry:
 * the page's controls are HTML that answers a tap by itself, so an entry that cannot load (the network
 * dropped, the visitor left the page) is let go without an uncaught error. The CSP allows this inline module by
 * hash (src/build/headers.ts hashes every inline script of the built pages).
 */
export function ClientEntry({ src }: { src: string }) {
  const loader = [
    `let started=false;const go=()=>{if(started)return;started=true;setTimeout(()=>import(${JSON.stringify(src)}).catch(()=>{}))};`,
    `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});`,
    `requestAnimationFrame(()=>requestAnimationFrame(go));`,
  ].join('');
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
