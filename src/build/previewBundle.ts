/**
 * The editor's preview bundle (dist/admin/preview-<hash>.js): src/admin/preview/main.tsx and the
 * site's own pages and components, built like the pages (same Linaria classes, so the site's
 * stylesheet styles them), with the two modules that read content from disk swapped for ones that
 * read the content snapshot (dist/admin/preview-content.json). The bundle follows the code, so a
 * full build makes it; the snapshot follows the content, so every build and rebuild writes it.
 */
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentSnapshot, SnapshotPage } from '../admin/preview/snapshot.ts';
import type { ImageManifest } from '../components/Picture.tsx';
import type { BlogCollection, BlogPost } from '../content/blog/loadPosts.ts';
import { currentHref, type AnchorsOf, type ContentLink } from '../content/contentLinks.ts';
import { redirectPage } from '../content/redirectIssues.ts';
import type { SiteRoute } from '../siteRoute.ts';
import { siteUrl } from '../site.ts';
import { parseYaml } from '../content/yaml.ts';
import { browserTargets } from './browserTargets.ts';
import { linaria } from './bundle.ts';
import { hashedFileName } from './hashing.ts';
import { readMadeOf, rememberMadeOf } from './madeOfCache.ts';

export interface PreviewContentOptions {
  contentDir: string;
  dataDir: string;
  collection: BlogCollection;
  images: ImageManifest;
  /** Every route, with the anchors its rendered page carries, for the editor's link check. */
  pages: readonly SnapshotPage[];
}

/**
 * The site's pages as the editor reads them, from the routes, their rendered pages' anchors and the
 * content's links: what a link may name (the link check), and which pages link to each, through
 * its old addresses too (shown on the entry of a page with a URL name).
 */
export function snapshotPages(routes: readonly SiteRoute[], anchorsOf: AnchorsOf, links: readonly ContentLink[]): SnapshotPage[] {
  const pages = routes.map(redirectPage);
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const linkedFrom = new Map<string, Set<string>>();
  for (const link of links) {
    if (link.page === undefined) continue;
    const [target = ''] = currentHref(link.href, (path) => byPath.get(path)?.redirectTo).split('#', 1);
    if (target && target !== link.page) linkedFrom.set(target, (linkedFrom.get(target) ?? new Set()).add(link.page));
  }
  return pages.map((page) => {
    const from = [...(linkedFrom.get(page.path) ?? [])].flatMap((source) => {
      const title = byPath.get(source)?.title;
      return title === undefined ? [] : [{ path: source, title }];
    });
    return { ...page, anchors: [...(anchorsOf(page.path) ?? [])], ...(from.length ? { linkedFrom: from } : {}) };
  });
}

/** Path in dist/ of the content snapshot the preview reads as it loads. */
export const previewContentFile = 'admin/preview-content.json';

/** Every YAML file of `dir`, parsed, by its path under it with `prefix` (`pages/home.yml`). */
function yamlFiles(dir: string, prefix = ''): Record<string, unknown> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.yml'));
  return Object.fromEntries(files.map((file) => [`${prefix}${file.split(path.sep).join('/')}`, parseYaml(readFileSync(path.join(dir, file), 'utf8'))]));
}

/**
 * A post's facts without its body: the preview renders the post being edited, and shows the others
 * only as cards. A Markdown post's html, headings and wordCount are getters that render its body
 * (src/content/blog/loadPosts.ts), so only plain fields are read (reading the getters would render
 * every post's body); a Markdown post gets its three back, empty.
 */
function postFacts(post: BlogPost): unknown {
  const plainFields = Object.entries(Object.getOwnPropertyDescriptors(post)).filter(([, field]) => 'value' in field);
  const facts = Object.fromEntries(plainFields.map(([name, field]) => [name, field.value as unknown]));
  return post.layout === 'markdown' ? { ...facts, html: '', headings: [], wordCount: 0 } : facts;
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

/** The content snapshot (a ContentSnapshot, as JSON): every content file as written, the posts' facts, the image manifest and the pages links may name. */
export function previewContent({ contentDir, dataDir, collection, images, pages }: PreviewContentOptions): string {
  const files: ContentSnapshot['files'] = { ...yamlFiles(contentDir), ...yamlFiles(dataDir, 'data/') };
  const snapshot = { files, collection: { posts: collection.posts.map(postFacts), fullContent: collection.fullContent.map(postFacts) }, images, pages };
  return JSON.stringify(snapshot);
}

/**
 * Code that shapes the bundle beside the files esbuild reads: the lockfile (esbuild's, wyw's and
 * Linaria's versions) and every module under src/ (a style transform may read one that its output
 * no longer imports).
 */
function codeFiles(root: string): string[] {
  const src = path.join(root, 'src');
  const modules = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  return [path.join(root, 'package-lock.json'), ...modules.map((file) => path.join(src, file))];
}

/**
 * The bundle follows the code alone (content reaches it through the snapshot), so a build whose
 * code is unchanged reuses the last one: checked by the content of every file it was made of.
 */
export async function bundlePreview({ root, minify }: { root: string; minify: boolean }): Promise<PreviewBundle> {
  const cacheFile = path.join(root, '.cache', 'preview', 'bundle.json');
  const key = JSON.stringify({ minify, siteUrl, root });
  const cached = await readMadeOf(cacheFile, key);
  if (cached) return { file: cached.name, contents: cached.contents };

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
    metafile: true,
    legalComments: 'none',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.SITE_URL': JSON.stringify(siteUrl),
    },
    plugins: [snapshotModules(root), linaria(root)],
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!script) throw new Error('the preview bundle has no script');
  const bundle = { file: `admin/${hashedFileName('preview', 'js', script.contents)}`, contents: script.contents };
  // Virtual modules (Linaria's `linaria:…css`) are made from source files already listed.
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !/^[a-z-]+:/.test(input))
    .map((input) => path.resolve(root, input));
  await rememberMadeOf(cacheFile, key, [...new Set([...inputs, ...codeFiles(root)])], { name: bundle.file, contents: bundle.contents });
  return bundle;
}
