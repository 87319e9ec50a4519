/**
 * The owner's editor at /admin/: Decap CMS's prebuilt bundle from node_modules (the version the
 * lockfile pins, in a folder named after it so it can be cached for good; its entry script with the
 * one mend of decapMend.ts), a page that loads it, and the config.yml generated from the site's own
 * schemas. Nothing here is linked from, or loaded by, a public page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminPath } from '../admin/adminPath.ts';
import { site } from '../site.ts';
import { mendedDecapFile } from './decapMend.ts';

interface AdminFile {
  /** Path in dist/. */
  file: string;
  contents: Uint8Array | string;
}

export interface AdminBundle {
  page: AdminFile;
  /** Decap's files, each by its path in dist/ and the file linked there (6 MB a build, not copied): node_modules', the mended entry's under .cache/. */
  decapFiles: { file: string; source: string }[];
  version: string;
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

/** What the owner reads above the editor when signing in cannot work where the site is published (our own sentence: no markup in it). */
const signInNotice = (problem: string) => `<p role="alert" style="margin:0;padding:12px 16px;border-bottom:2px solid currentColor;font:16px/1.5 system-ui,sans-serif">${problem}</p>\n`;

/** The page at /admin/: no inline code, `noindex`, the bundle (which finds its chunks beside itself), then the site's preview templates. */
function adminPage(bundleFolder: string, preview: AdminPreview, signInProblem: string | null): string {
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
${signInProblem ? signInNotice(signInProblem) : ''}<script src="${adminPath}${bundleFolder}/${entryScript}"></script>
<script src="${preview.script}" data-content="${preview.content}" data-site-stylesheet="${preview.stylesheet}"></script>
</body>
</html>
`;
}

/** The files of /admin/ but its config (which follows the content): the page (with the owner's note when signing in cannot work) and the bundle. */
export async function adminFiles(root: string, preview: AdminPreview, signInProblem: string | null = null): Promise<AdminBundle> {
  const require = createRequire(path.join(root, 'package.json'));
  const manifest = require.resolve('decap-cms/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const distDir = path.join(path.dirname(manifest), 'dist');
  const bundleFolder = `decap-cms-${version}`;
  const names = readdirSync(distDir).filter(shipped).sort();
  if (!names.includes(entryScript)) throw new Error(`${entryScript} is missing from ${distDir}: reinstall decap-cms`);
  const mendedEntry = await mendedDecapFile(path.join(distDir, entryScript), version, path.join(root, '.cache'));
  return {
    version,
    page: { file: 'admin/index.html', contents: adminPage(bundleFolder, preview, signInProblem) },
    decapFiles: names.map((name) => ({ file: `admin/${bundleFolder}/${name}`, source: name === entryScript ? mendedEntry : path.join(distDir, name) })),
  };
}
