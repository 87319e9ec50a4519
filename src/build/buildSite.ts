// First: React must not be loaded before NODE_ENV is production.
import './productionMode.ts';
import * as esbuild from 'esbuild';
import { existsSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { browserTargets } from './browserTargets.ts';
import { analyticsSettingsKey, browserAnalytics } from './analytics.ts';
import { bundleClient, bundleServer } from './bundle.ts';
import { fontFaceCss, readInterFont } from './fonts.ts';
import { hashedFileName } from './hashing.ts';
import { withMetaPolicy } from './headers.ts';
import { classesStyledBy, kindStyles, writePageStyles } from './pageStyles.ts';
import { adminFiles, type AdminBundle } from './admin.ts';
import { bundlePreview, previewContent, previewContentFile, snapshotPages } from './previewBundle.ts';
import { adminPath } from '../admin/adminPath.ts';
import { backendFromEnv, localBackendUrl, signInProblem, type CmsBackend } from '../admin/cmsBackend.ts';
import { processImages } from './images.ts';
import { StagedOutput } from './output.ts';
import { routeRecord, saveBuildState, type ServerModule } from './buildState.ts';
import type { Host } from './host.ts';
import type { RenderContext } from './pageRenderer.ts';
import { renderPages } from './renderPool.ts';
import { siteFiles, siteHeaders } from './siteFiles.ts';
import { planSocialImages, renderSocialImages } from './socialImages.ts';
import { anchorsByPage, assertContentLinks } from '../content/contentLinks.ts';
import { buildMoment } from '../content/publication.ts';

export interface BuildOptions {
  root: string;
  outDir: string;
  routesModule?: string;
  minify?: boolean;
  /** Whose `_redirects` and `_headers` to write (hostFiles.ts); Cloudflare Pages' by default. */
  host?: Host;
  /** Threads that render pages, this one included; by default as many as the site repays, at most one per core. */
  threads?: number;
  /** Where to leave what `npm run dev` rebuilds from (src/build/buildState.ts). */
  stateFile?: string;
}

interface PageReport {
  path: string;
  file: string;
  /** Size of the HTML file written. */
  bytes: number;
}

interface BuildStep {
  name: string;
  ms: number;
}

export interface BuildReport {
  pages: PageReport[];
  /** The editor at /admin/: no public page loads any of it. */
  admin: Pick<AdminBundle, 'version'> & { path: string; signInProblem: string | null };
  /** Wall time of each step, in the order they ended. */
  steps: BuildStep[];
  /** Largest resident memory of the build process, render workers included (they are threads of it). */
  peakMemoryBytes: number;
  durationMs: number;
}

/** What every step of one build shares: where it reads and writes, and the clock of its steps. */
interface BuildRun {
  root: string;
  minify: boolean;
  /** Scratch space for the bundles, removed when the build ends. */
  workDir: string;
  /** The site being written, which replaces dist/ only when every step has succeeded. */
  output: StagedOutput;
  steps: BuildStep[];
  /** Work running beside the steps: a failed build waits for it, or its late writes would recreate the staging folder it clears. */
  beside: Promise<unknown>[];
}

/** Runs one named step, recording its wall time. */
async function timed<T>(run: BuildRun, name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  run.steps.push({ name, ms: performance.now() - started });
  return result;
}

/** The server bundle (pages and content), the browser bundle, and the images' variants. */
function bundle(run: BuildRun, routesModule: string | undefined) {
  const { root, workDir, minify } = run;
  return timed(run, 'bundle (server, client) and images', async () => {
    const [server, client, images] = await Promise.all([
      bundleServer({ root, workDir, routesModule, minify }),
      bundleClient({ root, workDir, minify, analytics: browserAnalytics() }),
      processImages(path.join(root, 'static'), path.join(root, '.cache', 'images')),
    ]);
    return { server, client, images };
  });
}

type Bundles = Awaited<ReturnType<typeof bundle>>;

/** The hashed files every page links: images, the web font, the stylesheet, the browser's scripts. */
function writeAssets(run: BuildRun, { server, client, images }: Bundles) {
  const { output, workDir, minify } = run;
  return timed(run, 'assets', async () => {
    for (const { file, source } of images.files) await output.copyFile(file, source);

    const font = readInterFont();
    const fontPath = `assets/${hashedFileName('inter-latin', 'woff2', font)}`;
    await output.write(fontPath, font);

    const { code: css } = await esbuild.transform(`${fontFaceCss(`/${fontPath}`)}\n${server.css}`, {
      loader: 'css',
      minify,
      target: browserTargets,
      logLevel: 'silent',
    });
    const cssPath = `assets/${hashedFileName('site', 'css', css)}`;
    await output.write(cssPath, css);

    const clientRoot = path.join(workDir, 'client');
    for (const file of client.files) await output.write(path.relative(clientRoot, file.path), file.contents);
    const assets: RenderContext['assets'] = {
      script: `/${client.entry}`,
      font: `/${fontPath}`,
      islandFiles: client.islandFiles,
    };
    return { css, stylesheet: `/${cssPath}`, runtimeClasses: classesStyledBy(client.css), assets };
  });
}

type Assets = Awaited<ReturnType<typeof writeAssets>>;

/**
 * Every route rendered into the site, the social cards drawn beside them (their file names are
 * known up front, so pages need not wait), and the links content writes checked against the pages.
 * The editor's preview bundle is started here too, to build while the pages render.
 */
async function render(run: BuildRun, { server, images }: Bundles, { assets, css, runtimeClasses }: Assets, threads: number | undefined) {
  const { root, output, minify } = run;
  const site = await timed(run, 'content and routes', async () => (await import(pathToFileURL(server.entryFile).href)) as ServerModule);
  const contentHeapBytes = process.memoryUsage().heapUsed;
  const { routes } = site;
  const socialImages = planSocialImages(routes);
  const socialImagesStarted = performance.now();
  const socialImagesWritten = renderSocialImages(socialImages, path.join(root, '.cache'), (file, png) => output.linkFile(file, png)).then(() => {
    run.steps.push({ name: 'social cards (beside the pages)', ms: performance.now() - socialImagesStarted });
  });
  const preview = bundlePreview({ root, minify });
  // A failure of either is reported where it is awaited; until then it must not go unhandled.
  run.beside.push(socialImagesWritten.catch(() => undefined), preview.catch(() => undefined));
  const context: RenderContext = {
    outDir: output.dir,
    assets,
    socialImages: Object.fromEntries(socialImages.map((image) => [image.path, `/${image.file}`])),
    buildYear: buildMoment().getFullYear(),
    imageManifest: images.manifest,
  };
  const unstyled = await timed(run, 'pages', () =>
    renderPages({ serverEntry: server.entryFile, routePaths: routes.map((route) => route.path), context, renderHere: site.pageRenderer(context), threads, contentHeapBytes }),
  );
  const rendered = await timed(run, 'page styles', () => writePageStyles(output.dir, unstyled, kindStyles(css, unstyled, runtimeClasses)));
  // Links written in content name pages that exist and anchors those pages really carry.
  assertContentLinks(site.recordedLinks(), routes, anchorsByPage(rendered));
  return { site, routes, context, rendered, socialImagesWritten, preview };
}

type Rendered = Awaited<ReturnType<typeof render>>;

/** The files every host reads beside the pages (redirects, sitemap, feed, robots…), then static/ as it is. */
function writeSiteFiles(run: BuildRun, { site, routes, socialImagesWritten }: Rendered, host: Host, backend: CmsBackend) {
  const { root, output } = run;
  return timed(run, 'site files and static', async () => {
    const editor = { backend, localBackendUrl: localBackendUrl() };
    const files = siteFiles(routes, site.blogFiles(), site.adminConfigFile({ ...editor, nextPostId: site.nextPostId }), host);
    for (const [file, content] of Object.entries(files)) await output.write(file, content);
    await socialImagesWritten;
    const staticDir = path.join(root, 'static');
    if (existsSync(staticDir)) await output.copyFolder(staticDir);
  });
}

/** The editor at /admin/: Decap, its preview bundle and the content snapshot the preview reads. */
function writeEditor(run: BuildRun, { site, preview, routes, rendered }: Rendered, images: Bundles['images'], stylesheet: string, signInProblem: string | null) {
  const { root, output } = run;
  return timed(run, 'editor', async () => {
    const previewBundle = await preview;
    await output.write(previewBundle.file, previewBundle.contents);
    const pages = snapshotPages(routes, anchorsByPage(rendered), site.recordedLinks());
    await output.write(previewContentFile, previewContent({ contentDir: site.contentDir, dataDir: site.dataDir, collection: site.blogCollection, images: images.manifest, pages }));
    const admin = adminFiles(root, { script: `/${previewBundle.file}`, content: `/${previewContentFile}`, stylesheet }, signInProblem);
    for (const { file, contents } of admin.files) await output.write(file, contents);
    return admin;
  });
}

/**
 * `_headers`, written last: its rules cover every top-level entry of the site. The 404 page is
 * written here, once, carrying the policy as a meta tag (withMetaPolicy), since its inline code is
 * known only when every page has rendered.
 */
function writeHeaders(run: BuildRun, { routes, rendered }: Rendered, css: string, host: Host) {
  const { output } = run;
  return timed(run, 'headers', async () => {
    const { headers, policy } = siteHeaders(routes, rendered.map((page) => page.inline), css, host);
    await output.write('_headers', headers);
    for (const page of rendered) if (page.unwrittenHtml !== undefined) await output.write(page.file, withMetaPolicy(page.unwrittenHtml, policy));
  });
}

/** dist/ replaced by the finished site in one move, and what `npm run dev` rebuilds from left beside it. */
async function swap(run: BuildRun, { routes, context, rendered }: Rendered, server: Bundles['server'], { css, runtimeClasses }: Assets, host: Host, stateFile: string | undefined) {
  await timed(run, 'swap', () => run.output.commit());
  if (!stateFile) return;
  const { outDir: _outDir, ...kept } = context;
  await saveBuildState(stateFile, path.join(run.root, '.cache'), path.dirname(server.entryFile), {
    serverEntry: server.entryFile,
    context: kept,
    host,
    css,
    runtimeClasses,
    analytics: analyticsSettingsKey(),
    // The 404 page's HTML is written; a rebuild renders that page again anyway.
    routes: routes.map((route, index) => ({ record: routeRecord(route), page: { ...rendered[index]!, unwrittenHtml: undefined } })),
  });
}

/** The whole pipeline of DESIGN.md §2: bundle, render, write, swap. */
export async function buildSite({ root, outDir, routesModule, minify = true, host = 'cloudflare', threads, stateFile }: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const backend = backendFromEnv(process.env, host);
  const problem = signInProblem(backend);
  const run: BuildRun = { root, minify, workDir: path.join(root, '.cache', `build-${process.pid}-${Date.now()}`), output: new StagedOutput(outDir), steps: [], beside: [] };
  await mkdir(run.workDir, { recursive: true });
  await run.output.begin();
  try {
    const bundles = await bundle(run, routesModule);
    const assets = await writeAssets(run, bundles);
    const rendered = await render(run, bundles, assets, threads);
    await writeSiteFiles(run, rendered, host, backend);
    const admin = await writeEditor(run, rendered, bundles.images, assets.stylesheet, problem);
    await writeHeaders(run, rendered, assets.css, host);
    await swap(run, rendered, bundles.server, assets, host, stateFile);
    return {
      pages: rendered.rendered.map(({ path: pagePath, file }) => ({ path: pagePath, file, bytes: statSync(path.join(outDir, file)).size })),
      admin: { path: adminPath, version: admin.version, signInProblem: problem },
      steps: run.steps,
      peakMemoryBytes: process.resourceUsage().maxRSS * 1024,
      durationMs: performance.now() - started,
    };
  } catch (error) {
    await Promise.all(run.beside);
    await run.output.abandon();
    throw error;
  } finally {
    await rm(run.workDir, { recursive: true, force: true });
  }
}
