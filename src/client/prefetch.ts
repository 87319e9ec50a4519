/**
 * Asks the browser to fetch `url` into its HTTP cache at the lowest priority, without using it, so
 * that a later use costs no network time. `crossorigin`: module scripts and fonts are fetched in CORS
 * mode, and the cached response is reused only by a request of the same kind.
 */
export function prefetch(doc: Document, url: string, as: 'script' | 'font'): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = as;
  link.crossOrigin = 'anonymous';
  link.href = url;
  doc.head.append(link);
  return link;
}
