/**
 * What each host is given. Cloudflare Pages gets the built folder as it is (`_redirects` and
 * `_headers` in its form, the build's default). Netlify gets the same folder with the rule files a
 * `--host netlify` build writes, made here by the build's own `hostFiles` from facts read back from
 * the folder (tests/dist/hostFiles.test.ts proves the same facts give the build's default files
 * byte for byte), beside links to everything else, so no second build is needed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '../../../routes.ts';
import { adminArea, inlineSources } from '../../../src/build/headers.ts';
import type { Host } from '../../../src/build/host.ts';
import { hostFiles, type BuiltSiteFacts } from '../../../src/build/hostFiles.ts';
import { runtimeStyles } from '../../../src/build/runtimeStyles.ts';
import { outputFile } from '../../../src/siteRoute.ts';

/** The facts the build writes the rule files from, read back from a built folder. */
export function builtSiteFacts(distDir: string): BuiltSiteFacts {
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const css = readdirSync(path.join(distDir, 'assets')).filter((file) => /^site-[^/]+\.css$/.test(file));
  if (css.length !== 1) throw new Error(`Expected one stylesheet in ${distDir}/assets, found ${css.length}`);
  const html = routes.map((route) => read(outputFile(route.path)));
  return { routes, sources: inlineSources(html, css.map((file) => read(`assets/${file}`)), runtimeStyles()), admin: adminArea() };
}

export function hostFilesFor(host: Host, distDir: string): Record<'_redirects' | '_headers', string> {
  return hostFiles(host, builtSiteFacts(distDir));
}

/** A folder laid out as a Netlify deploy of `distDir`; `remove` deletes it (never the build). */
export function netlifyDeploy(distDir: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hale-netlify-'));
  const files = hostFilesFor('netlify', distDir);
  for (const entry of readdirSync(distDir)) if (!(entry in files)) symlinkSync(path.join(distDir, entry), path.join(dir, entry));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
