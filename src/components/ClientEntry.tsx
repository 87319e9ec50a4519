/**
 * Starts the browser entry after the first paint: an inline module that imports it once the first
 * contentful paint is in (or a frame later where paint timing is missing), so the entry is neither
 * fetched nor run before the page has rendered and never competes with the stylesheet or hero image.
 * Nothing waits for it: the page's controls are HTML that answers a tap by itself. The CSP allows
 * this inline module by hash (src/build/headers.ts hashes every inline script of the built pages).
 */
export function ClientEntry({ src }: { src: string }) {
  const loader = [
    `const go=()=>setTimeout(()=>import(${JSON.stringify(src)}));`,
    `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});`,
    `else requestAnimationFrame(go);`,
  ].join('');
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
