import type { IslandName } from '../islands/types.ts';

/** Source module of each island, for the build's per-page JavaScript accounting. */
export const islandModules: Record<IslandName, string> = {
  toaster: 'src/islands/Toaster.tsx',
};
