import type { IslandName } from '../islands/types.ts';

/** Source module of each island, for the build's per-page JavaScript accounting. */
export const islandModules: Record<IslandName, string> = {
  header: 'src/islands/header/SiteHeader.tsx',
  loadMore: 'src/islands/blog/LoadMore.tsx',
  shareMenu: 'src/islands/blog/ShareMenu.tsx',
  scrollProgress: 'src/islands/blog/ScrollProgress.tsx',
  toaster: 'src/islands/blog/BlogToaster.tsx',
};
