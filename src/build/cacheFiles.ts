/**
 * What the build's disk caches share: a product is kept with the content hash of every file it was
 * made of, read back only while each file still has that content, and written under a temporary
 * name first, so an interrupted or concurrent build never leaves half a file in the cache.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file a cached product was made of, with the content hash it had then. */
export interface MadeFrom {
  file: string;
  hash: string;
}

type HashOf = (file: string) => Promise<string | null>;

/** The content hash of a file, or null when it cannot be read (virtual, or deleted). */
export const fileHash: HashOf = (file) =>
  readFile(file).then(
    (bytes) => createHash('sha256').update(bytes).digest('hex'),
    () => null,
  );

/** Each file with its hash now; null when one cannot be read, which leaves nothing to check a product against. */
export async function hashesNow(files: readonly string[], hashOf: HashOf = fileHash): Promise<MadeFrom[] | null> {
  const hashes = await Promise.all(files.map(hashOf));
  if (hashes.some((hash) => hash === null)) return null;
  return files.map((file, index) => ({ file, hash: hashes[index] ?? '' }));
}

/** Whether every file still has the hash recorded; `resolve` turns a recorded path into one to read. */
export async function unchanged(madeFrom: readonly MadeFrom[], hashOf: HashOf = fileHash, resolve = (file: string) => file): Promise<boolean> {
  const hashes = await Promise.all(madeFrom.map((input) => hashOf(resolve(input.file))));
  return madeFrom.every((input, index) => hashes[index] === input.hash);
}

/** How a cache file being written ends its name, until it is renamed into place. */
export const partialSuffix = '.partial';

/** Writes a cache file whole: under a name unique to this write, then renamed into place. */
export async function writeCacheFile(target: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}${partialSuffix}`;
  await writeFile(partial, contents);
  await rename(partial, target);
}
