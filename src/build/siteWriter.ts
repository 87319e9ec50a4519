/**
 * The half of the build that reads the content: every route rendered, the social cards, the site
 * files, the editor and the host's files, written into the staged output. Part of the server bundle, so a
 * fresh copy of the bundle reads the content as saved (the settings included) and builds from it.
 */
import path from 'node:path';
import { routes } from '../../routes.ts';
import { backendFromEnv, localBackendUrl, signInProblem } from '../admin/cmsBackend.ts';
import { blogCollection, nextPostId } from '../content/blog/collection.ts';
import { anchorsByPage, assertContentLinks, recordedLinks } from '../content/contentLinks.ts';
import { buildMoment } from '../content/publication.ts';
import { displayPath } from '../content/displayPath.ts';
import { adminFiles, type AdminBundle } from './admin.ts';
import { blogFiles } from './blogFiles.ts';
import { withMetaPolicy } from './headers.ts';
import type { Host } from './host.ts';
import type { StagedOutput } from './output.ts';
import { registerImages, type ImageManifest } from '../components/Picture.tsx';
import { renderPage, type PageFacts, type RenderContext } from './pageRenderer.ts';
import { reusablePages, writtenPages, type WrittenPages } from './pageReuse.ts';
import { withPageStyles, writePageStyles, type KindStyles } from './pageStyles.ts';
import { previewContent, previewContentFile, snapshotPages } from './previewContent.ts';
import { siteFiles, siteHostFiles } from './siteFiles.ts';
import { planSocialImages, renderSocialImages } from './socialImages.ts';

interface SiteWriterInput {
  root: string;
  /** Where the site is written. */
  output: StagedOutput;
  host: Host;
  /** The hashed files every page links (written already). */
  assets: RenderContext['assets'];
  /** The site's stylesheet, by its path in the site: the editor's previews link it. */
  stylesheet: string;
  css: string;
  /** The styles each kind of page carries, from the pages' classes (pageStyles.ts' kindStyler). */
  kindStyles: KindStyles;
  imageManifest: ImageManifest;
  /** The editor's preview bundle, by its path in the site. */
  previewScript: string;
  /** The pages the last build in this process wrote, and the folder they are in (dist/). */
  previous?: { dir: string; pages: WrittenPages };
  /** The files saved since that build, when all are Markdown posts: only the pages that can show them render (pageReuse.ts). */
  savedPosts?: readonly string[];
  /** Runs one named step of the build, recording its wall time. */
  timed: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /** Records the wall time of work that ran beside the steps. */
  record: (name: string, ms: number) => void;
}

interface WrittenSite {
  pages: PageFacts[];
  /** What the next build in this process can take unchanged pages from. */
  written: WrittenPages;
  /** How many pages were taken from the last build instead of rendered. */
  reused: number;
  admin: AdminBundle;
  signInProblem: string | null;
}

/** Every route in order but those `skipped`; the first page that throws fails the build, naming its route. */
async function renderPages(context: RenderContext, skipped: ReadonlyMap<number, unknown>): Promise<Map<number, PageFacts>> {
  const pages = new Map<number, PageFacts>();
  for (const [index, route] of routes.entries()) if (!skipped.has(index)) pages.set(index, await renderPage(route, context));
  return pages;
}

/**
 * The pages of every route, in order: those the saved posts can change rendered, the others linked
 * from the last build (pageReuse.ts), each carrying its kind's styles. When a kind's styles changed
 * (a page uses rules no page of its kind used before), every page renders, since each carries them.
 */
async function writePages(context: RenderContext, { root, output, kindStyles, previous, savedPosts, timed }: SiteWriterInput): Promise<{ pages: PageFacts[]; written: WrittenPages; reused: number }> {
  const reused = reusablePages(routes, previous?.pages, savedPosts?.map((file) => displayPath(root, file)));
  let rendered = await timed('pages', () => renderPages(context, reused));
  const stylesOf = () => kindStyles(routes.map((_, index) => rendered.get(index) ?? reused.get(index)!));
  let styles = stylesOf();
  if ([...reused.values()].some((page) => styles.get(page.kind) !== previous?.pages.styles.get(page.kind))) {
    const others = await timed('pages whose styles changed', () => renderPages(context, rendered));
    rendered = new Map([...rendered, ...others]);
    reused.clear();
    styles = stylesOf();
  }
  if (reused.size > 0) {
    await timed('pages the save cannot change', async () => {
      for (const page of reused.values()) await output.linkFile(page.file, path.join(previous!.dir, page.file));
    });
  }
  await timed('page styles', async () => writePageStyles(output.dir, rendered.values(), styles));
  const pages = routes.map((_, index) => reused.get(index) ?? rendered.get(index)!);
  return { pages, written: writtenPages(routes, pages, styles), reused: reused.size };
}

/**
 * Writes the site from the content as it is now: pages (the social cards drawn beside them, their
 * file names known up front), the links content writes checked against the pages, the feed, sitemap
 * and manifest, static/ as it is, the editor, and the host's files last (hostFiles.ts), whose
 * `_headers` rules cover every top-level entry. The 404 page is written with them, carrying the
 * policy as a meta tag, since its inline code is known only when every page has rendered.
 */
export async function writeSite(input: SiteWriterInput): Promise<WrittenSite> {
  const { root, output, host, assets, stylesheet, css, imageManifest, previewScript, timed, record } = input;
  const socialImages = planSocialImages(routes);
  const socialImagesStarted = performance.now();
  const socialImagesWritten = renderSocialImages(socialImages, path.join(root, '.cache'), (file, png) => output.linkFile(file, png)).then(() => record('social cards (beside the pages)', performance.now() - socialImagesStarted));
  // Awaited below; should a page throw first, the build still waits for it, or its late writes would recreate the staging folder.
  socialImagesWritten.catch(() => undefined);
  try {
    const context: RenderContext = {
      outDir: output.dir,
      assets,
      socialImages: Object.fromEntries(socialImages.map((image) => [image.path, `/${image.file}`])),
      buildYear: buildMoment().getFullYear(),
    };
    registerImages(imageManifest);
    const { pages, written, reused } = await writePages(context, input);
    // Links written in content name pages that exist and anchors those pages really carry.
    const anchors = anchorsByPage(pages);
    assertContentLinks(recordedLinks(), routes, anchors);

    const backend = backendFromEnv(process.env, host);
    await timed('site files and static', async () => {
      const editor = { backend, localBackendUrl: localBackendUrl(), nextPostId };
      for (const [file, content] of Object.entries(siteFiles(routes, blogFiles(), editor))) await output.write(file, content);
      await socialImagesWritten;
      await output.copyFolder(path.join(root, 'static'));
    });

    const problem = signInProblem(backend);
    const admin = await timed('editor', async () => {
      await output.write(previewContentFile, previewContent({ collection: blogCollection, images: imageManifest, pages: snapshotPages(routes, anchors, recordedLinks()) }));
      const bundle = await adminFiles(root, { script: previewScript, content: `/${previewContentFile}`, stylesheet }, problem);
      await output.write(bundle.page.file, bundle.page.contents);
      for (const { file, source } of bundle.decapFiles) await output.linkFile(file, source);
      return bundle;
    });

    await timed('host files', async () => {
      const { files, policy } = siteHostFiles(routes, pages.map((page) => page.inline), written.styles.values(), css, host);
      for (const [file, content] of Object.entries(files)) await output.write(file, content);
      for (const page of pages) if (page.unwrittenHtml !== undefined) await output.write(page.file, withMetaPolicy(withPageStyles(page.unwrittenHtml, written.styles.get(page.kind) ?? ''), policy));
    });
    return { pages, written, reused, admin, signInProblem: problem };
  } finally {
    await socialImagesWritten.catch(() => undefined);
  }
}
