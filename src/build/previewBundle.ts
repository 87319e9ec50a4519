/**
 * The editor's preview bundle (dist/admin/preview-<hash>.js): src/admin/preview/main.tsx and the
 * site's own pages and components, built like the pages (same Linaria classes, so the site's
 * stylesheet styles them), with the content snapshot compiled in and the two modules that read
 * content from disk swapped for ones that read the snapshot.
 */
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ContentSnapshot } from '../admin/preview/snapshot.ts';
import type { ImageManifest } from '../components/Picture.tsx';
import type { BlogCollection, BlogPost, MarkdownPost } from '../content/blog/loadPosts.ts';
import { siteUrl } from '../site.ts';
import { linaria } from './bundle.ts';
import { hashedFileName } from './hashing.ts';

export interface PreviewBundleOptions {
  root: string;
  minify: boolean;
  contentDir: string;
  dataDir: string;
  collection: BlogCollection;
  images: ImageManifest;
}

/** Every YAML file of `dir`, parsed, by its path under it with `prefix` (`pages/home.yml`). */
function yamlFiles(dir: string, prefix = ''): Record<string, unknown> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.yml'));
  return Object.fromEntries(files.map((file) => [`${prefix}${file.split(path.sep).join('/')}`, parse(readFileSync(path.join(dir, file), 'utf8')) as unknown]));
}

/** The posts' facts without their bodies: the preview renders the one being edited, and shows the others only as cards. */
function withoutBodies(collection: BlogCollection): BlogCollection {
  const strip = <P extends BlogPost>(post: P): P => {
    const { html: _html, headings: _headings, ...facts } = post as P & Partial<MarkdownPost>;
    return (post.layout === 'markdown' ? { ...facts, html: '', headings: [] } : facts) as P;
  };
  return { posts: collection.posts.map(strip), fullContent: collection.fullContent.map(strip) };
}

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

export async function bundlePreview({ root, minify, contentDir, dataDir, collection, images }: PreviewBundleOptions): Promise<PreviewBundle> {
  const snapshot: ContentSnapshot = {
    files: { ...yamlFiles(contentDir), ...yamlFiles(dataDir, 'data/') },
    collection: withoutBodies(collection),
    images,
  };
  const result = await esbuild.build({
    logLevel: 'silent',
    absWorkingDir: root,
    entryPoints: [path.join(root, 'src/admin/preview/main.tsx')],
    outdir: path.join(root, '.cache', 'preview'),
    bundle: true,
    platform: 'browser',
    // A classic script, so it can read its own tag (document.currentScript) for the stylesheet's address.
    format: 'iife',
    target: ['chrome111', 'firefox115', 'safari16.4'],
    jsx: 'automatic',
    minify,
    write: false,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': JSON.stringify(siteUrl),
      CONTENT_SNAPSHOT: JSON.stringify(snapshot),
    },
    plugins: [snapshotModules(root), linaria(root)],
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!script) throw new Error('the preview bundle has no script');
  return { file: `admin/${hashedFileName('preview', 'js', script.contents)}`, contents: script.contents };
}
