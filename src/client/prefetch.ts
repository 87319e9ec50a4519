/**
 * Asks the browser to fetch `url` into its cache without using it, so that a later use, on this page
 * or the next, costs no network time; resolves once it is there. Where the browser has
 * `<link rel=prefetch>` (Chromium, Firefox) that does it, at the lowest priority; Safari and every
 * WebKit have none, and there a preload of the same kind does: WebKit keeps it for the next page of
 * the site, where the page's own request for it finds it (measured in WebKitGTK, where neither
 * `fetch()` nor the FontFace API left anything the next page's font request would reuse).
 * `crossorigin`: module scripts and fonts are fetched in CORS mode, and a cached response is reused
 * only by a request of the same kind.
 */
export function prefetch(doc: Document, url: string, as: 'script' | 'font'): Promise<void> {
  const link = doc.createElement('link');
  link.rel = link.relList.supports('prefetch') ? 'prefetch' : 'preload';
  link.as = as;
  if (as === 'font') link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = url;
  const cached = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Could not prefetch ${url}`)), { once: true });
  });
  doc.head.append(link);
  return cached;
}
