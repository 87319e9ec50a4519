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

/** Islands that must come alive together: the share menu's "link copied" toast shows in the toaster. */
export const islandCompanions: Partial<Record<IslandName, readonly IslandName[]>> = {
  shareMenu: ['toaster'],
};
