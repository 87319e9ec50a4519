/**
 * What a full build leaves for `npm run dev` to rebuild from (build.ts --state FILE): the server
 * bundle it rendered with, and per route its manifest entry, social card and rendered page facts,
 * what it read included.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteRoute } from '../siteRoute.ts';
import { contentHash } from './hashing.ts';
import type { PageFacts, RenderContext } from './pageRenderer.ts';
import type { Host } from './host.ts';

/** The server bundle's exports (src/build/serverEntry.ts). */
export type ServerModule = typeof import('./serverEntry.ts');

export interface RouteState {
  /** The manifest entry as JSON: a page whose entry changed (title, dates, path) renders again. */
  record: string;
  page: PageFacts;
}

export interface BuildState {
  /** The kept server bundle: a rebuild loads a fresh copy of it, which reads the content anew. */
  serverEntry: string;
  context: Omit<RenderContext, 'outDir'>;
  /** Whose `_redirects` and `_headers` the build wrote: a rebuild writes the same host's. */
  host: Host;
  css: string;
  /** Content read outside any page's render: a change to one is a full build. */
  siteWideReads: string[];
  routes: RouteState[];
}

export function routeRecord(route: SiteRoute): string {
  return JSON.stringify(route);
}

/**
 * Writes the state, keeping the server bundle in `cacheDir` (inside the project, where its
 * packages resolve), in place of the one the last build for the same state file kept.
 */
export async function saveBuildState(stateFile: string, cacheDir: string, serverDir: string, state: BuildState): Promise<void> {
  const prefix = `server-${contentHash(stateFile)}-`;
  for (const entry of await readdir(cacheDir)) if (entry.startsWith(prefix)) await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  const kept = path.join(cacheDir, `${prefix}${Date.now()}`);
  await rename(serverDir, kept);
  await mkdir(path.dirname(stateFile), { recursive: true });
  await writeFile(stateFile, JSON.stringify({ ...state, serverEntry: path.join(kept, path.relative(serverDir, state.serverEntry)) } satisfies BuildState));
}

export async function loadBuildState(stateFile: string): Promise<BuildState> {
  return JSON.parse(await readFile(stateFile, 'utf8')) as BuildState;
}
