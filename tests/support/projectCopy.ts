/**
 * A throwaway copy of the project (sources, content, static files; node_modules linked, not copied)
 * for tests that let a tool write into the working tree, such as the editor's local backend, or that
 * build the site from content of their own (the build reads the content of the folder it runs in).
 */
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { partialSuffix } from '../../src/build/cacheFiles.ts';

/** Build output, caches and tool folders: neither needed nor wanted in the copy. */
const skipped = new Set(['node_modules', 'dist', '.cache', '.git', 'test-results']);

/**
 * The build's caches that are keyed by content alone (resized images, social cards): copied, so the
 * copy's first build is as warm as the project's last. Each checks its own entries, so a copy whose
 * files change rebuilds what changed.
 */
const warmCaches = ['images', 'social'];

export interface ProjectCopy {
  dir: string;
  remove(): void;
}

/** `caches: false` leaves the caches out: the copy's first build is a fresh clone's. */
export function copyProject(root = process.cwd(), { caches = true } = {}): ProjectCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'hale-project-'));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source);
      const top = relative.split(path.sep)[0] ?? '';
      return !skipped.has(top) && !top.startsWith('.dist-') && !relative.startsWith(path.join('bench', '.tmp'));
    },
  });
  for (const cache of caches ? warmCaches : []) {
    const from = path.join(root, '.cache', cache);
    // A build running meanwhile (npm test starts the unit tests beside it) writes each entry aside and
    // renames it: a file being written is gone by the time it would be copied.
    if (existsSync(from)) cpSync(from, path.join(dir, '.cache', cache), { recursive: true, filter: (source) => !source.endsWith(partialSuffix) });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
