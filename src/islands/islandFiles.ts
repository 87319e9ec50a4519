import { createContext } from 'react';

/** The script URLs hydrating an island downloads beyond the entry (React, the islands' chunks, shared chunks). */
export type IslandFiles = readonly string[];

export const IslandFilesContext = createContext<IslandFiles>([]);

/** Set by the build, which reads the list from esbuild's metafile. */
export const IslandFilesProvider = IslandFilesContext.Provider;
