/** What the speculation rules in every page's head and the client's early fetches (src/client/prefetchBooking.ts) agree on. */
export const speculationDom = {
  /** On every control that leads to the booking page. */
  bookingAttr: 'data-booking',
  /** Set by the client on a link whose page should be fetched now: a static rule prefetches every link that carries it. */
  prefetchNowAttr: 'data-prefetch-now',
} as const;
