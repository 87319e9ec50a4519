import { createContext, useContext } from 'react';
import type { IslandName } from './islands.ts';

/** Per island, the script URLs hydrating it downloads beyond the entry (React, its chunk, shared chunks). */
export type IslandFiles = Partial<Record<IslandName, readonly string[]>>;

const IslandFilesContext = createContext<IslandFiles>({});

/** Set by the build, which reads the lists from esbuild's metafile. */
export const IslandFilesProvider = IslandFilesContext.Provider;

export function useIslandFiles(name: IslandName): readonly string[] {
  return useContext(IslandFilesContext)[name] ?? [];
}
