/**
 * The islands of the site, declared once: the only components hydrated in the browser. Each entry
 * holds the source module of its component, which the build counts on the pages that carry the
 * island, and the loader the client hydrates it with, a chunk of its own; its props are the
 * component's, serialised by the server marker (Island.tsx). A unit test holds each `module` to
 * what `load` imports. Everything else is HTML that works on its own, with small scripts in
 * src/client/ adding to it.
 */
import type { ComponentProps, ComponentType } from 'react';

export const islands = {
  toaster: { module: 'src/islands/Toaster.tsx', load: () => import('./Toaster.tsx').then((module) => module.Toaster) },
};

export type IslandName = keyof typeof islands;

export type IslandPropsMap = { [N in IslandName]: ComponentProps<Awaited<ReturnType<(typeof islands)[N]['load']>>> };

export type IslandLoaders = { [N in IslandName]: () => Promise<ComponentType<IslandPropsMap[N]>> };

const names = Object.keys(islands) as IslandName[];

/** Each island's loader, by name. */
export const islandLoaders = Object.fromEntries(names.map((name) => [name, islands[name].load])) as IslandLoaders;

/** Each island's source module, by name. */
export const islandModules = Object.fromEntries(names.map((name) => [name, islands[name].module])) as Record<IslandName, string>;
