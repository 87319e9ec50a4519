/**
 * Starts the browser entry once the page has loaded: an inline module that imports it on the load
 * event, or 3 s after it ran if a slow resource holds the load back. A tap made as the page first
 * paints is answered by HTML alone (the drawer's invoker command, `<details>`); the entry's fetch,
 * compile and start-up must not land in the middle of that answer, as they did when begun at the
 * first paint. Nothing waits for the entry, so an entry that cannot load (the network dropped, the
 * visitor left the page) is let go without an uncaught error. The CSP allows this inline module by
 * hash (src/build/headers.ts hashes every inline script of the built pages).
 */
export function ClientEntry({ src }: { src: string }) {
  const loader = [
    `let started=false;const go=()=>{if(started)return;started=true;setTimeout(()=>import(${JSON.stringify(src)}).catch(()=>{}))};`,
    `if(document.readyState==='complete')go();else{addEventListener('load',go,{once:true});setTimeout(go,3000)}`,
  ].join('');
  return <script type="module" dangerouslySetInnerHTML={{ __html: loader }} />;
}
