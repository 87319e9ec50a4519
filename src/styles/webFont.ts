/**
 * The web font is used only once it is in the browser's cache, so that no page's first paint waits
 * for it and no page swaps fonts after painting. A first visit paints in the local, metric-matched
 * fallback and caches Inter once the page has loaded (src/client/webFont.ts); every later page finds
 * it cached and paints in Inter from the start (the gate script in src/components/Document.tsx).
 */
export const webFont = {
  /** On `<html>`: the cached font is in use. */
  inUseAttr: 'data-web-font',
  /** On the gate script: the font file's URL, as its @font-face names it. */
  srcAttr: 'data-web-font-src',
  /** localStorage key remembering which font file the browser has cached. */
  storageKey: 'webFontCached',
} as const;
