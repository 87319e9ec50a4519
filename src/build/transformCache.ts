import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCacheFile } from './cacheFiles.ts';

const require = createRequire(import.meta.url);

/** What the Linaria transform made of one file. */
export interface CachedTransform {
  code: string;
  cssText: string;
}

interface Entry extends CachedTransform {
  /** Every module the transform evaluated (its path from the project root), with the hash of its content then. */
  dependencies: { file: string; hash: string }[];
}

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** A package's package.json text, found above its entry (its `exports` may hide the file itself). */
function packageManifest(name: string): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === name) return readFileSync(file, 'utf8');
  }
  throw new Error(`package.json of ${name} not found`);
}

/** The transform's own version: wyw, Linaria and the plugin itself; any change empties the cache. */
const toolVersion = sha(
  [
    packageManifest('@wyw-in-js/transform'),
    packageManifest('@linaria/core'),
    readFileSync(fileURLToPath(new URL('./linariaPlugin.ts', import.meta.url)), 'utf8'),
    readFileSync(fileURLToPath(import.meta.url), 'utf8'),
  ].join('\n'),
);

/**
 * Disk cache of Linaria transforms. Evaluating a file's styles is the slowest part of the build
 * (Babel, and a child process that runs the modules), yet the result only changes when the file
 * or a module it evaluated changes: an entry is keyed by the file's path and content and is used
 * only while every evaluated module still has the content it had. Paths are kept relative to the
 * project root (a transform's output does not depend on where the project sits), so a copy of the
 * project given this folder starts warm (tests/support/projectCopy.ts).
 */
export class TransformCache {
  private readonly fileHashes = new Map<string, Promise<string | null>>();

  constructor(
    private readonly dir: string,
    private readonly root: string,
  ) {}

  private keyFile(file: string, source: string): string {
    return path.join(this.dir, `${sha(`${toolVersion}\n${path.relative(this.root, file)}\n${source}`).slice(0, 32)}.json`);
  }

  /** Content hash of a module, read once per build. Null for a file that no longer exists. */
  private hashOf(file: string): Promise<string | null> {
    let hash = this.fileHashes.get(file);
    if (!hash) {
      hash = readFile(file).then(sha, () => null);
      this.fileHashes.set(file, hash);
    }
    return hash;
  }

  async get(file: string, source: string): Promise<CachedTransform | null> {
    let entry: Entry;
    try {
      entry = JSON.parse(await readFile(this.keyFile(file, source), 'utf8')) as Entry;
    } catch {
      return null;
    }
    const hashes = await Promise.all(entry.dependencies.map((dependency) => this.hashOf(path.resolve(this.root, dependency.file))));
    if (entry.dependencies.some((dependency, index) => hashes[index] !== dependency.hash)) return null;
    return { code: entry.code, cssText: entry.cssText };
  }

  async set(file: string, source: string, result: CachedTransform, dependencies: readonly string[]): Promise<void> {
    // A dependency that cannot be read (virtual, or deleted meanwhile) makes the entry unverifiable.
    const hashes = await Promise.all(dependencies.map((dependency) => this.hashOf(dependency)));
    if (hashes.includes(null)) return;
    const entry: Entry = { ...result, dependencies: dependencies.map((file, index) => ({ file: path.relative(this.root, file), hash: hashes[index]! })) };
    // Unique per write: the server and client bundles of one build may store the same file at once.
    await writeCacheFile(this.keyFile(file, source), JSON.stringify(entry));
  }
}
