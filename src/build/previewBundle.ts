/**
 * The editor's preview bundle (dist/admin/preview-<hash>.js): src/admin/preview/main.tsx and the
 * site's own pages and components, built like the pages (same Linaria classes, so the site's
 * stylesheet styles them), with the two modules that read content from disk swapped for ones that
 * read the content snapshot (dist/admin/preview-content.json, ./previewContent.ts). The bundle
 * follows the code alone.
 */
import * as esbuild from 'esbuild';
import path from 'node:path';
import { siteUrl } from '../site.ts';
import { browserTargets } from './browserTargets.ts';
import { linaria } from './bundle.ts';
import { hashedFileName } from './hashing.ts';

/** Points imports of the disk-reading modules at their snapshot stand-ins. */
function snapshotModules(root: string): esbuild.Plugin {
  const standIns = new Map([
    [path.join(root, 'src/content/dataFile.ts'), path.join(root, 'src/admin/preview/snapshotDataFile.ts')],
    [path.join(root, 'src/content/blog/collection.ts'), path.join(root, 'src/admin/preview/snapshotCollection.ts')],
  ]);
  return {
    name: 'content-snapshot',
    setup(build) {
      build.onResolve({ filter: /(dataFile|collection)\.ts$/ }, (args) => {
        const standIn = standIns.get(path.resolve(args.resolveDir, args.path));
        return standIn ? { path: standIn } : undefined;
      });
    },
  };
}

export interface PreviewBundle {
  /** Path in dist/. */
  file: string;
  contents: Uint8Array;
}

/** The preview's script, bundled from the code alone (content reaches it through the snapshot). */
export async function bundlePreview({ root, minify }: { root: string; minify: boolean }): Promise<PreviewBundle> {
  const result = await esbuild.build({
    logLevel: 'silent',
    absWorkingDir: root,
    entryPoints: [path.join(root, 'src/admin/preview/main.tsx')],
    outdir: path.join(root, '.cache', 'preview'),
    bundle: true,
    platform: 'browser',
    // A classic script, so it can read its own tag (document.currentScript) for the stylesheet's and the snapshot's addresses.
    format: 'iife',
    target: browserTargets,
    jsx: 'automatic',
    minify,
    write: false,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': JSON.stringify(siteUrl),
    },
    plugins: [snapshotModules(root), linaria(root)],
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!script) throw new Error('the preview bundle has no script');
  return { file: `admin/${hashedFileName('preview', 'js', script.contents)}`, contents: script.contents };
}
