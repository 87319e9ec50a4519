import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from '../islands/types.ts';

export type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandPropsMap[N]>> };

/** One lazily loaded chunk per island; `src/build/islandModules.ts` names the same modules. */
export const islandLoaders: IslandLoaders = {
  header: () => import('../islands/header/SiteHeader.tsx').then((module) => module.SiteHeader),
  loadMore: () => import('../islands/blog/LoadMore.tsx').then((module) => module.LoadMore),
  shareMenu: () => import('../islands/blog/ShareMenu.tsx').then((module) => module.ShareMenu),
  scrollProgress: () => import('../islands/blog/ScrollProgress.tsx').then((module) => module.ScrollProgress),
  toaster: () => import('../islands/blog/BlogToaster.tsx').then((module) => module.BlogToaster),
};
