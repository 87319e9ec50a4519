import type { ComponentType } from 'react';
import type { IslandName, IslandPropsMap } from '../islands/types.ts';

export type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandPropsMap[N]>> };

/** One lazily loaded chunk per island; `src/build/islandModules.ts` names the same modules. */
export const islandLoaders: IslandLoaders = {
  toaster: () => import('../islands/Toaster.tsx').then((module) => module.Toaster),
};
