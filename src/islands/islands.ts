/**
 * The islands of the site, declared once: the only components hydrated in the browser. Each is
 * named with the loader the client hydrates it with, a chunk of its own; its props are the
 * component's, serialised by the server marker (Island.tsx). Everything else is HTML that works on
 * its own, with small scripts in src/client/ adding to it.
 */
import type { ComponentProps, ComponentType } from 'react';

/** Each island's loader, by name. */
export const islandLoaders = {
  toaster: () => import('./Toaster.tsx').then((module) => module.Toaster),
};

export type IslandName = keyof typeof islandLoaders;

export type IslandPropsMap = { [N in IslandName]: ComponentProps<Awaited<ReturnType<(typeof islandLoaders)[N]>>> };

export type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandPropsMap[N]>> };
