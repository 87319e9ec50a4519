import type { Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import type { IslandName } from '../islands/islands.ts';
import { islandModules } from './islandModules.ts';

/** Output files (relative to the client out dir) a page downloads, computed from esbuild's metafile. */
export interface JsGraph {
  /** Entry script plus its static imports: loaded by every page before any interaction. */
  entryFiles: string[];
  /** What hydrating the given islands adds (React, the island chunks and their imports). */
  filesForIslands(islands: readonly IslandName[]): string[];
  /** What the card reveal adds on pages that use it. */
  revealFiles: string[];
}

export function jsGraph(metafile: Metafile, outRootPrefix: string): JsGraph {
  const outputs = metafile.outputs;
  const strip = (file: string) => file.slice(outRootPrefix.length);
  const closure = (start: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const imported of outputs[start]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) closure(imported.path, seen);
    }
    return seen;
  };
  const byEntryPoint = (test: (source: string) => boolean) =>
    Object.keys(outputs).filter((file) => file.endsWith('.js') && test(outputs[file]?.entryPoint ?? ''));
  const union = (starts: string[]) => {
    const all = new Set<string>();
    for (const start of starts) for (const file of closure(start)) all.add(file);
    return all;
  };

  const [entry] = byEntryPoint((source) => source.endsWith('src/client/main.ts'));
  if (!entry) throw new Error('metafile has no client entry');
  const entrySet = closure(entry);
  const react = byEntryPoint((source) => /node_modules\/(react|react-dom)\//.test(source));
  const reveal = byEntryPoint((source) => source.endsWith('src/client/revealOnScroll.ts'));
  const minus = (files: Set<string>) => [...files].filter((file) => !entrySet.has(file)).map(strip);

  return {
    entryFiles: [...entrySet].map(strip),
    filesForIslands: (islands) =>
      islands.length === 0
        ? []
        : minus(union([...react, ...islands.flatMap((name) => byEntryPoint((source) => source === islandModules[name]))])),
    revealFiles: minus(union(reveal)),
  };
}

export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}
