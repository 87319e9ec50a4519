import { islandAttr } from '../islands/attributes.ts';

/**
 * Starts the browser entry (islands, hash scrolling, card reveal) after the first paint: an inline
 * module that imports it from a frame callback, so the entry is neither fetched nor run before the
 * page has rendered and never competes with the stylesheet, font or hero image. A tap on a
 * replayable island control that comes before the entry runs is held and handed to it (the entry
 * then hydrates the island and replays the tap); should the entry fail to load, the tap takes its
 * plain HTML course. The CSP allows this inline module by hash (src/build/headers.ts hashes every
 * inline script of the built pages).
 */
export function ClientEntry({ src }: { src: string }) {
  const loader = [
    `const held=[],hold=e=>{const c=e.target.closest?.('[${islandAttr.replay}]');if(c){e.preventDefault();e.stopPropagation();held.push(c)}};`,
    `addEventListener('click',hold,true);`,
    `const go=()=>setTimeout(()=>import(${JSON.stringify(src)}).finally(()=>{removeEventListener('click',hold,true);for(const c of held)c.click()}));`,
    // After the first contentful paint (or a frame later where paint timing is missing).
    `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});`,
    `else requestAnimationFrame(go);`,
  ].join('');
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
