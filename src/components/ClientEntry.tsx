/**
 * Starts the browser entry (islands, hash scrolling, card reveal) after the first paint: an inline
 * module that imports it from a frame callback, so the entry is neither fetched nor run before the
 * page has rendered and never competes with the stylesheet, font or hero image. The CSP allows the
 * inline module by hash (src/build/headers.ts hashes every inline script of the built pages).
 */
export function ClientEntry({ src }: { src: string }) {
  const loader = `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)})))`;
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
