import { webFont } from '../styles/webFont.ts';

/**
 * Switches the page to the web font before anything renders, when an earlier page cached that very
 * file (src/styles/webFont.ts), and starts reading it from the cache at once. A classic inline script
 * placed before the stylesheet, so it neither waits for the stylesheet nor delays the parser; the CSP
 * allows it by hash, and its text does not change with the font's URL, which it reads from its own
 * attribute.
 */
const gate = [
  `try{const s=document.currentScript.getAttribute(${JSON.stringify(webFont.srcAttr)});`,
  `if(localStorage.getItem(${JSON.stringify(webFont.storageKey)})===s){`,
  `document.documentElement.setAttribute(${JSON.stringify(webFont.inUseAttr)},'');`,
  `const l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=s;document.head.append(l)}}catch(e){}`,
].join('');

export function WebFontGate({ src }: { src: string }) {
  return <script {...{ [webFont.srcAttr]: src }} dangerouslySetInnerHTML={{ __html: gate }} />;
}
