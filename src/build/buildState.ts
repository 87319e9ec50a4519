/**
 * What a full build leaves for `npm run dev` to rebuild from (build.ts --state FILE): the server
 * bundle it rendered with, and per route its manifest entry and rendered page facts.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteRoute } from '../siteRoute.ts';
import { contentHash } from './hashing.ts';
import type { PageFacts, RenderContext } from './pageRenderer.ts';
import type { Host } from './host.ts';

/** The server bundle's exports (src/build/serverEntry.ts). */
export type ServerModule = typeof import('./serverEntry.ts');

export interface RouteState {
  /** The manifest entry as JSON: a page whose entry changed (title, dates, the posts it shows) renders again. */
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
  /** Classes the browser's code puts on elements at run time, whose rules every page's styles keep (pageStyles.ts). */
  runtimeClasses: string[];
  /** The analytics settings the browser script and the host's forwarding were built with (analyticsSettingsKey). */
  analytics: string;
  routes: RouteState[];
}

export function routeRecord(route: SiteRoute): string {
  return JSON.stringify(route);
}

/** Inside each kept bundle: the state file it was kept for. */
const keptForFile = 'kept-for.txt';
const keptPrefix = 'server-';
const day = 24 * 60 * 60 * 1000;

/**
 * Writes the state, keeping the server bundle in `cacheDir` (inside the project, where its
 * packages resolve), in place of the one the last build for the same state file kept; then removes
 * the bundles kept for state files that are gone (a test's temporary folder, an ended dev session).
 * The marker and the state are written before the bundle is moved in, so that another build's
 * sweep never finds a kept bundle whose state file is not there yet.
 */
export async function saveBuildState(stateFile: string, cacheDir: string, serverDir: string, state: BuildState): Promise<void> {
  const prefix = `${keptPrefix}${contentHash(stateFile)}-`;
  const kept = path.join(cacheDir, `${prefix}${Date.now()}`);
  await writeFile(path.join(serverDir, keptForFile), stateFile);
  await mkdir(path.dirname(stateFile), { recursive: true });
  await writeFile(stateFile, JSON.stringify({ ...state, serverEntry: path.join(kept, path.relative(serverDir, state.serverEntry)) } satisfies BuildState));
  for (const entry of await readdir(cacheDir)) if (entry.startsWith(prefix)) await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  await rename(serverDir, kept);
  await sweepKeptBundles(cacheDir);
}

/** Removes each kept bundle whose state file is gone; one kept before there were markers once it is a day old. */
async function sweepKeptBundles(cacheDir: string): Promise<void> {
  for (const entry of await readdir(cacheDir)) {
    if (!entry.startsWith(keptPrefix)) continue;
    const folder = path.join(cacheDir, entry);
    const keptFor = await readFile(path.join(folder, keptForFile), 'utf8').catch(() => undefined);
    const gone = keptFor === undefined ? await stat(folder).then((folderStat) => Date.now() - folderStat.mtimeMs > day, () => false) : !existsSync(keptFor);
    if (gone) await rm(folder, { recursive: true, force: true });
  }
}

export async function loadBuildState(stateFile: string): Promise<BuildState> {
  return JSON.parse(await readFile(stateFile, 'utf8')) as BuildState;
}
