/**
 * The islands of the site: the only components hydrated in the browser. Each name maps to the
 * props its server marker serialises; `src/client/islandLoaders.ts` maps the same names to chunks.
 */
import type { BlogToasterProps } from './blog/BlogToaster.tsx';
import type { LoadMoreProps } from './blog/LoadMore.tsx';
import type { ScrollProgressProps } from './blog/ScrollProgress.tsx';
import type { ShareMenuProps } from './blog/ShareMenu.tsx';
import type { SiteHeaderProps } from './header/SiteHeader.tsx';

export interface IslandPropsMap {
  header: SiteHeaderProps;
  loadMore: LoadMoreProps;
  shareMenu: ShareMenuProps;
  scrollProgress: ScrollProgressProps;
  toaster: BlogToasterProps;
}

export type IslandName = keyof IslandPropsMap;

/** Attributes shared by the server marker and the client entry. */
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

/** Islands that must come alive together: the share menu's "link copied" toast shows in the toaster. */
export const islandCompanions: Partial<Record<IslandName, readonly IslandName[]>> = {
  shareMenu: ['toaster'],
};
