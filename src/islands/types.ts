/**
 * The islands of the site: the only components hydrated in the browser. Each name maps to the
 * props its server marker serialises; `src/client/islandLoaders.ts` maps the same names to chunks.
 * Everything else is HTML that works on its own, with small scripts in src/client/ adding to it.
 */
import type { ToasterProps } from './Toaster.tsx';

export interface IslandPropsMap {
  toaster: ToasterProps;
}

export type IslandName = keyof IslandPropsMap;
