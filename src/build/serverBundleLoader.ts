/**
 * Loads the server bundle (a CommonJS file, bundle.ts' bundleServer) afresh: its modules read the
 * content as they load, so each load sees the files as saved. The copy is dropped from require's
 * cache as soon as it has loaded, and required through a require function of its own, so nothing
 * of Node's keeps it: once the build that used it lets go of its exports, it is garbage-collected.
 */
import { createRequire } from 'node:module';

export function loadServerBundle<Exports>(entryFile: string): Exports {
  // A fresh require for each load: the module it loads is listed among its children.
  const requireFresh = createRequire(entryFile);
  try {
    return requireFresh(entryFile) as Exports;
  } finally {
    delete requireFresh.cache[entryFile];
  }
}
