/**
 * What the build's disk caches share: a file is written under a temporary name first, so an
 * interrupted or concurrent build never leaves half a file in the cache.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How a cache file being written ends its name, until it is renamed into place. */
export const partialSuffix = '.partial';

/** Writes a cache file whole: under a name unique to this write, then renamed into place. */
export async function writeCacheFile(target: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}${partialSuffix}`;
  await writeFile(partial, contents);
  await rename(partial, target);
}
