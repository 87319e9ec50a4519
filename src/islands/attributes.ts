/**
 * The data attributes shared by an island's server marker, the islands themselves and the client
 * entry. A module of its own, importing nothing, so the islands can read it while
 * `types.ts` maps island names to their props types.
 */
export const islandAttr = {
  name: 'data-island',
  props: 'data-props',
  hydrated: 'data-hydrated',
  failed: 'data-island-error',
  /** Marks a control whose tap before hydration is replayed once the island is live. */
  replay: 'data-hydrate-replay',
  /** Marks an island that hydrates on the page's first scroll too (it shows scroll position). */
  hydrateOnScroll: 'data-hydrate-on-scroll',
  /** Marks an island that hydrates on the visitor's first touch anywhere on the page too (a phone's first scroll or tap). */
  hydrateOnTouch: 'data-hydrate-on-touch',
  /** Space-separated script URLs the island's hydration downloads, fetched ahead on idle. */
  prefetch: 'data-prefetch',
} as const;
