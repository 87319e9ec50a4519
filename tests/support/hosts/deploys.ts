/**
 * What each host is given: the built folder with the rule files the build writes for that host,
 * made here by the build's own `hostFiles` from facts read back from the folder
 * (tests/dist/hostFiles.test.ts proves the same facts give the build's default files byte for
 * byte), beside links to everything else, so no second build is needed. Given an analytics
 * endpoint, the files are those of a build with analytics on (Netlify's proxy rule, Cloudflare's
 * `_worker.js` and `_routes.json`): only that path differs from the build with them off.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '../../../routes.ts';
import { backendFromEnv, signsInThroughSite } from '../../../src/admin/cmsBackend.ts';
import { analyticsEndpoint } from '../../../src/build/analytics.ts';
import { adminArea, inlineSources, mergeInlineSources } from '../../../src/build/headers.ts';
import type { Host } from '../../../src/build/host.ts';
import { hostFiles, type BuiltSiteFacts } from '../../../src/build/hostFiles.ts';
import { stylesheetAndRuntimeSources } from '../../../src/build/siteFiles.ts';
import { outputFile } from '../../../src/siteRoute.ts';

/** The facts the build writes the rule files from, read back from a built folder. */
export function builtSiteFacts(distDir: string): BuiltSiteFacts {
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const css = readdirSync(path.join(distDir, 'assets')).filter((file) => /^site-[^/]+\.css$/.test(file));
  if (css.length !== 1) throw new Error(`Expected one stylesheet in ${distDir}/assets, found ${css.length}`);
  const html = routes.map((route) => read(outputFile(route.path)));
  return { routes, sources: mergeInlineSources([inlineSources(html), ...css.map((file) => stylesheetAndRuntimeSources(read(`assets/${file}`)))]), admin: adminArea(), analyticsEndpoint: analyticsEndpoint(), githubSignIn: signsInThroughSite(backendFromEnv()) };
}

export function hostFilesFor(host: Host, distDir: string): ReturnType<typeof hostFiles> {
  return hostFiles(host, builtSiteFacts(distDir));
}

/** A folder laid out as `host`'s deploy of `distDir`, analytics forwarded to `endpoint`; `remove` deletes it (never the build). */
export function hostDeploy(host: Host, distDir: string, endpoint: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `hale-${host}-`));
  const files = hostFiles(host, { ...builtSiteFacts(distDir), analyticsEndpoint: endpoint });
  // Folders linked, files copied: wrangler serves no file through a link (the page answers 404, a text file 502).
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    if (entry.name in files) continue;
    (entry.isDirectory() ? symlinkSync : copyFileSync)(path.join(distDir, entry.name), path.join(dir, entry.name));
  }
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
