/**
 * A build product remembered with every file it was made of, by content hash: read back only while
 * the key (the options it was made with) and each of those files are as they were. A build whose
 * code did not change skips rebundling the editor's preview and measuring the editor's bundle.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MadeOf {
  name: string;
  contents: Uint8Array;
}

interface Entry {
  key: string;
  inputs: { file: string; hash: string }[];
  name: string;
  /** The product itself, base64. */
  contents: string;
}

const hashOf = (file: string): Promise<string | null> =>
  readFile(file).then(
    (bytes) => createHash('sha256').update(bytes).digest('hex'),
    () => null,
  );

/** The remembered product, or null if there is none, it was made with another key, or a file it was made of changed or is gone. */
export async function readMadeOf(cacheFile: string, key: string): Promise<MadeOf | null> {
  let entry: Entry;
  try {
    entry = JSON.parse(await readFile(cacheFile, 'utf8')) as Entry;
  } catch {
    return null;
  }
  if (entry.key !== key) return null;
  const hashes = await Promise.all(entry.inputs.map((input) => hashOf(input.file)));
  if (entry.inputs.some((input, index) => hashes[index] !== input.hash)) return null;
  return { name: entry.name, contents: Buffer.from(entry.contents, 'base64') };
}

/** Remembers `product` as made of `files` (absolute paths) under `key`. */
export async function rememberMadeOf(cacheFile: string, key: string, files: readonly string[], product: MadeOf): Promise<void> {
  const hashes = await Promise.all(files.map(hashOf));
  // A file gone meanwhile leaves nothing to check the product against.
  if (hashes.some((hash) => hash === null)) return;
  const entry: Entry = { key, inputs: files.map((file, index) => ({ file, hash: hashes[index] ?? '' })), name: product.name, contents: Buffer.from(product.contents).toString('base64') };
  await mkdir(path.dirname(cacheFile), { recursive: true });
  // Unique per write: two builds of one project may remember at once.
  const partial = `${cacheFile}.${randomUUID()}.partial`;
  await writeFile(partial, JSON.stringify(entry));
  await rename(partial, cacheFile);
}
