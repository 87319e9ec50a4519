/**
 * The owner's editor at /admin/: Decap CMS's prebuilt bundle copied from node_modules (the version
 * the lockfile pins, in a folder named after it so it can be cached for good), a page that loads
 * it, and the config.yml generated from the site's own schemas. Nothing here is linked from, or
 * loaded by, a public page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminPath } from '../admin/adminPath.ts';
import { site } from '../site.ts';
import { gzipSize } from './jsAccounting.ts';
import { readMadeOf, rememberMadeOf } from './madeOfCache.ts';

export interface AdminFile {
  /** Path in dist/. */
  file: string;
  contents: Uint8Array | string;
}

export interface AdminBundle {
  files: AdminFile[];
  version: string;
  /** Bytes of the script the page loads first, and of every script and WebAssembly file it may load. */
  size: { entry: ByteCounts; total: ByteCounts };
}

interface ByteCounts {
  raw: number;
  gzip: number;
}

/** The editor's preview bundle (src/build/previewBundle.ts) by its site path, the content snapshot it reads and the site stylesheet it styles the preview pane with. */
export interface AdminPreview {
  script: string;
  content: string;
  stylesheet: string;
}

const entryScript = 'decap-cms.js';
/** The entry, its lazily loaded chunks, the image codecs' WebAssembly, and the licences the entry points to. */
const shipped = (name: string) => /^(\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === `${entryScript}.LICENSE.txt`;

const total = (counts: readonly ByteCounts[]): ByteCounts => ({
  raw: counts.reduce((sum, count) => sum + count.raw, 0),
  gzip: counts.reduce((sum, count) => sum + count.gzip, 0),
});

/**
 * The bundle's sizes for the build report, the entry's among them. Compressing its 5 MB at gzip's
 * best level takes longer than the rest of a warm build's editor step, so each file is compressed
 * once and the sizes are remembered with the files they measure.
 */
async function bundleSizes(root: string, version: string, files: { name: string; path: string; contents: Uint8Array }[]): Promise<AdminBundle['size']> {
  const cacheFile = path.join(root, '.cache', 'admin', 'decap-sizes.json');
  const cached = await readMadeOf(cacheFile, version);
  if (cached) return JSON.parse(Buffer.from(cached.contents).toString('utf8')) as AdminBundle['size'];
  const counts = new Map(files.map((file) => [file.name, { raw: file.contents.length, gzip: gzipSize(file.contents) }]));
  // adminFiles has checked that the entry is among the files.
  const size = { entry: counts.get(entryScript)!, total: total([...counts.values()]) };
  await rememberMadeOf(
    cacheFile,
    version,
    files.map((file) => file.path),
    { name: 'sizes', contents: Buffer.from(JSON.stringify(size)) },
  );
  return size;
}

/** The page at /admin/: no inline code, `noindex`, the bundle (which finds its chunks beside itself), then the site's preview templates. */
function adminPage(bundleFolder: string, preview: AdminPreview): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content editor | ${site.name}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link href="${adminPath}config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="${adminPath}${bundleFolder}/${entryScript}"></script>
<script src="${preview.script}" data-content="${preview.content}" data-site-stylesheet="${preview.stylesheet}"></script>
</body>
</html>
`;
}

/** The files of /admin/ but its config (which follows the content): the page and the bundle, with its sizes for the build report. */
export async function adminFiles(root: string, preview: AdminPreview): Promise<AdminBundle> {
  const require = createRequire(path.join(root, 'package.json'));
  const manifest = require.resolve('decap-cms/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const distDir = path.join(path.dirname(manifest), 'dist');
  const bundleFolder = `decap-cms-${version}`;
  const bundle = readdirSync(distDir)
    .filter(shipped)
    .sort()
    .map((name) => ({ name, path: path.join(distDir, name), contents: readFileSync(path.join(distDir, name)) }));
  const entry = bundle.find((file) => file.name === entryScript);
  if (!entry) throw new Error(`${entryScript} is missing from ${distDir}: reinstall decap-cms`);
  const code = bundle.filter((file) => !file.name.endsWith('.txt'));
  return {
    version,
    size: await bundleSizes(root, version, code),
    files: [
      { file: 'admin/index.html', contents: adminPage(bundleFolder, preview) },
      ...bundle.map((file) => ({ file: `admin/${bundleFolder}/${file.name}`, contents: file.contents })),
    ],
  };
}
