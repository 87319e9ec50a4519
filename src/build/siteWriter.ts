/**
 * The half of the build that reads the content: every route rendered, the social cards, the site
 * files, the editor and `_headers`, written into the staged output. Part of the server bundle, so a
 * fresh copy of the bundle reads the content as saved (the settings included) and builds from it.
 */
import path from 'node:path';
import { routes } from '../../routes.ts';
import { backendFromEnv, localBackendUrl, signInProblem } from '../admin/cmsBackend.ts';
import { blogCollection, nextPostId } from '../content/blog/collection.ts';
import { contentDir, dataDir } from '../content/contentFolders.ts';
import { anchorsByPage, assertContentLinks, recordedLinks } from '../content/contentLinks.ts';
import { buildMoment } from '../content/publication.ts';
import { adminFiles, type AdminBundle } from './admin.ts';
import { adminConfigFile } from './adminConfig.ts';
import { blogFiles } from './blogFiles.ts';
import { withMetaPolicy } from './headers.ts';
import type { Host } from './host.ts';
import type { ImageManifest } from '../components/Picture.tsx';
import { pageRenderer, type PageFacts, type RenderContext } from './pageRenderer.ts';
import { kindStyles, writePageStyles } from './pageStyles.ts';
import { previewContent, previewContentFile, snapshotPages } from './previewContent.ts';
import { RouteRenderError } from './routeRenderError.ts';
import { siteFiles, siteHeaders } from './siteFiles.ts';
import { planSocialImages, renderSocialImages } from './socialImages.ts';

/** Where the site is written (src/build/output.ts' StagedOutput). */
interface SiteOutput {
  readonly dir: string;
  write(relativePath: string, content: string | Uint8Array): Promise<void>;
  linkFile(relativePath: string, source: string): Promise<void>;
  copyFolder(source: string): Promise<void>;
}

interface SiteWriterInput {
  root: string;
  output: SiteOutput;
  host: Host;
  /** The hashed files every page links (written already). */
  assets: RenderContext['assets'];
  /** The site's stylesheet, by its path in the site: the editor's previews link it. */
  stylesheet: string;
  css: string;
  /** Classes the browser's code puts on elements at run time, whose rules every page's styles keep (pageStyles.ts). */
  runtimeClasses: readonly string[];
  imageManifest: ImageManifest;
  /** The editor's preview bundle, by its path in the site. */
  previewScript: string;
  /** Runs one named step of the build, recording its wall time. */
  timed: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  /** Records the wall time of work that ran beside the steps. */
  record: (name: string, ms: number) => void;
}

interface WrittenSite {
  pages: PageFacts[];
  admin: AdminBundle;
  signInProblem: string | null;
}

/** Every route in order, in this thread; the first page that throws fails the build, naming its route. */
async function renderPages(context: RenderContext): Promise<PageFacts[]> {
  const render = pageRenderer(context);
  const pages: PageFacts[] = [];
  for (const [index, route] of routes.entries()) {
    try {
      pages.push(await render(index));
    } catch (error) {
      throw new RouteRenderError(route.path, error);
    }
  }
  return pages;
}

/**
 * Writes the site from the content as it is now: pages (the social cards drawn beside them, their
 * file names known up front), the links content writes checked against the pages, the files every
 * host reads, static/ as it is, the editor, and `_headers` last, whose rules cover every top-level
 * entry. The 404 page is written with `_headers`, carrying the policy as a meta tag, since its
 * inline code is known only when every page has rendered.
 */
export async function writeSite({ root, output, host, assets, stylesheet, css, runtimeClasses, imageManifest, previewScript, timed, record }: SiteWriterInput): Promise<WrittenSite> {
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
      imageManifest,
    };
    const unstyled = await timed('pages', () => renderPages(context));
    const pages = await timed('page styles', () => writePageStyles(output.dir, unstyled, kindStyles(css, unstyled, runtimeClasses)));
    // Links written in content name pages that exist and anchors those pages really carry.
    const anchors = anchorsByPage(pages);
    assertContentLinks(recordedLinks(), routes, anchors);

    const backend = backendFromEnv(process.env, host);
    await timed('site files and static', async () => {
      const editor = { backend, localBackendUrl: localBackendUrl() };
      for (const [file, content] of Object.entries(siteFiles(routes, blogFiles(), adminConfigFile({ ...editor, nextPostId }), host))) await output.write(file, content);
      await socialImagesWritten;
      await output.copyFolder(path.join(root, 'static'));
    });

    const problem = signInProblem(backend);
    const admin = await timed('editor', async () => {
      await output.write(previewContentFile, previewContent({ contentDir, dataDir, collection: blogCollection, images: imageManifest, pages: snapshotPages(routes, anchors, recordedLinks()) }));
      const bundle = adminFiles(root, { script: previewScript, content: `/${previewContentFile}`, stylesheet }, problem);
      for (const { file, contents } of bundle.files) await output.write(file, contents);
      return bundle;
    });

    await timed('headers', async () => {
      const { headers, policy } = siteHeaders(routes, pages.map((page) => page.inline), css, host);
      await output.write('_headers', headers);
      for (const page of pages) if (page.unwrittenHtml !== undefined) await output.write(page.file, withMetaPolicy(page.unwrittenHtml, policy));
    });
    return { pages, admin, signInProblem: problem };
  } finally {
    await socialImagesWritten.catch(() => undefined);
  }
}
