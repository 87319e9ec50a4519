import { copyFile, cp, link, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A build folder that becomes `dist/` only when every step has succeeded. */
export class StagedOutput {
  readonly dir: string;

  constructor(readonly target: string) {
    this.dir = path.join(path.dirname(target), `.dist-staging-${process.pid}`);
  }

  /** Where the site this build replaces waits to be removed. */
  private get previous(): string {
    return `${this.target}.previous-${process.pid}`;
  }

  async begin(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
    // An earlier build's replaced site, should its removal have been cut short.
    const parent = path.dirname(this.target);
    const replaced = `${path.basename(this.target)}.previous-`;
    for (const entry of await readdir(parent)) if (entry.startsWith(replaced)) await rm(path.join(parent, entry), { recursive: true, force: true });
  }

  async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    const file = path.join(this.dir, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  /**
   * Puts a file of a cache into the build as a second name of the same bytes (a hard link), or a
   * copy where the two folders are on different disks. Only for files that are never written in
   * place: the build then holds what the cache file held when it was linked.
   */
  async linkFile(relativePath: string, source: string): Promise<void> {
    const file = path.join(this.dir, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await link(source, file).catch(() => copyFile(source, file));
  }

  async copyFolder(source: string): Promise<void> {
    await cp(source, this.dir, { recursive: true, force: true });
  }

  /** Replaces the target with the staged build; the old one is removed only after the swap. */
  async commit(): Promise<void> {
    const replaced = await rename(this.target, this.previous).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        return false;
      },
    );
    await rename(this.dir, this.target);
    if (replaced) await rm(this.previous, { recursive: true, force: true });
  }

  async abandon(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}
