/**
 * Decap's bundle as /admin/ serves it: the installed decap-cms.js with one mend, written once for
 * each version into .cache/ and linked into every build from there.
 *
 * Opened by its address after another entry, an entry whose collection Decap has not listed yet
 * gets its toolbar drawn before it has loaded (Editor.js draws the earlier entry's discarded, empty
 * draft), and the toolbar asks getDeploy (backend.ts) for the entry's "View Live" address with the
 * entry still undefined: previewUrlFormatter (lib/formatters.ts) reads `entry.get(…)` and the owner
 * saw a red "Failed to load preview" note. Mended, getDeploy gives no address for an entry not yet
 * loaded; the toolbar drawn again with the loaded entry asks again and shows View Live.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeCacheFile } from './cacheFiles.ts';
import { hashedFileName } from './hashing.ts';

/** Decap's getDeploy as minified in decap-cms 3.16.3 (its arguments: collection, slug, entry), and as mended. */
const unmended = 'getDeploy(e,t,n){const r=this.config.site_url;if(r&&';
const mended = 'getDeploy(e,t,n){const r=this.config.site_url;if(n&&r&&';

/** The mended bundle's text, from the installed one's; throws when that no longer holds the getDeploy mended here. */
export function mendDecapBundle(installed: string, version: string): string {
  const at = installed.indexOf(unmended);
  if (at === -1 || installed.indexOf(unmended, at + 1) !== -1) {
    throw new Error(`decap-cms ${version}'s decap-cms.js no longer holds the one getDeploy src/build/decapMend.ts mends: see whether Decap now waits for the entry before asking for its address, and drop or redo the mend`);
  }
  return installed.slice(0, at) + mended + installed.slice(at + unmended.length);
}

/** The mended decap-cms.js for `installedFile` (of decap-cms `version`), made once under `cacheDir`: the file to link into the build. */
export async function mendedDecapFile(installedFile: string, version: string, cacheDir: string): Promise<string> {
  const file = path.join(cacheDir, 'decap', hashedFileName(`decap-cms-${version}`, 'js', unmended + mended));
  if (!existsSync(file)) await writeCacheFile(file, mendDecapBundle(await readFile(installedFile, 'utf8'), version));
  return file;
}
