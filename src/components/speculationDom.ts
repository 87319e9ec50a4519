/** What the speculation rules in every page's head and the client's early fetches (src/client/prefetchBooking.ts) agree on. */
export const speculationDom = {
  /** On every control that leads to the booking page. */
  bookingAttr: 'data-booking',
  /** On the speculation rules the client adds once the visitor has shown intent: fetch these pages now. */
  prefetchNowAttr: 'data-prefetch-now',
} as const;

/**
 * The text of the rules the client adds to fetch `urls` at once: a list rule, whose eagerness is
 * immediate by default (so the markup never names "immediate", which the Nu checker does not know
 * yet). The build allows this exact text by hash in the CSP (src/build/siteFiles.ts).
 */
export function prefetchNowRules(urls: readonly string[]): string {
  return JSON.stringify({ prefetch: [{ source: 'list', urls }] });
}
