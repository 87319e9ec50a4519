/**
 * A build product remembered with every file it was made of, by content hash: read back only while
 * the key (the options it was made with) and each of those files are as they were. A build whose
 * code did not change skips rebundling the editor's preview.
 */
import { readFile } from 'node:fs/promises';
import { hashesNow, unchanged, writeCacheFile, type MadeFrom } from './cacheFiles.ts';

export interface MadeOf {
  name: string;
  contents: Uint8Array;
}

interface Entry {
  key: string;
  inputs: MadeFrom[];
  name: string;
  /** The product itself, base64. */
  contents: string;
}

/** The remembered product, or null if there is none, it was made with another key, or a file it was made of changed or is gone. */
export async function readMadeOf(cacheFile: string, key: string): Promise<MadeOf | null> {
  let entry: Entry;
  try {
    entry = JSON.parse(await readFile(cacheFile, 'utf8')) as Entry;
  } catch {
    return null;
  }
  if (entry.key !== key || !(await unchanged(entry.inputs))) return null;
  return { name: entry.name, contents: Buffer.from(entry.contents, 'base64') };
}

/** Remembers `product` as made of `files` (absolute paths) under `key`. */
export async function rememberMadeOf(cacheFile: string, key: string, files: readonly string[], product: MadeOf): Promise<void> {
  const inputs = await hashesNow(files);
  if (!inputs) return;
  const entry: Entry = { key, inputs, name: product.name, contents: Buffer.from(product.contents).toString('base64') };
  await writeCacheFile(cacheFile, JSON.stringify(entry));
}
