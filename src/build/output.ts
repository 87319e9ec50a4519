import { copyFile, cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A build folder that becomes `dist/` only when every step has succeeded. */
export class StagedOutput {
  readonly dir: string;

  constructor(readonly target: string) {
    this.dir = path.join(path.dirname(target), `.dist-staging-${process.pid}`);
  }

  async begin(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
    await mkdir(this.dir, { recursive: true });
  }

  async write(relativePath: string, content: string | Uint8Array): Promise<void> {
    const file = path.join(this.dir, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }

  /** Copies a file into the build without holding its bytes. */
  async copyFile(relativePath: string, source: string): Promise<void> {
    const file = path.join(this.dir, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await copyFile(source, file);
  }

  async copyFolder(source: string): Promise<void> {
    await cp(source, this.dir, { recursive: true, force: true });
  }

  /** Replaces the target with the staged build; the old one is removed only after the swap. */
  async commit(): Promise<void> {
    const previous = `${this.target}.previous-${process.pid}`;
    await rm(previous, { recursive: true, force: true });
    await rename(this.target, previous).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(this.dir, this.target);
    await rm(previous, { recursive: true, force: true });
  }

  async abandon(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}
