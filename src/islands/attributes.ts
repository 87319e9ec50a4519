/**
 * The data attributes shared by an island's server marker and the client entry. A module of its
 * own, importing nothing, so that anything may read it while `islands.ts` maps island names to their
 * props types.
 */
export const islandAttr = {
  name: 'data-island',
  props: 'data-props',
  hydrated: 'data-hydrated',
  failed: 'data-island-error',
  /** Space-separated script URLs the island's hydration downloads, fetched ahead on idle. */
  prefetch: 'data-prefetch',
} as const;
