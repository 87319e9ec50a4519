// First: React must not be loaded before NODE_ENV is production.
import './productionMode.ts';
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../paths.ts';
import type { IslandName } from '../islands/islands.ts';
import { islandModules } from './islandModules.ts';
import { bundleClient, bundleServer } from './bundle.ts';
import { fontFaceCss, readInterFont } from './fonts.ts';
import { hashedFileName } from './hashing.ts';
import { withMetaPolicy } from './headers.ts';
import { adminFiles, type AdminBundle } from './admin.ts';
import { bundlePreview, previewContent, previewContentFile } from './previewBundle.ts';
import { adminPath } from '../admin/adminPath.ts';
import { backendFromEnv, localBackendUrl } from '../admin/cmsBackend.ts';
import { processImages } from './images.ts';
import { gzipSize, jsGraph } from './jsAccounting.ts';
import { StagedOutput } from './output.ts';
import { routeRecord, saveBuildState, type ServerModule } from './buildState.ts';
import type { Host } from './host.ts';
import type { RenderContext } from './pageRenderer.ts';
import { renderPages } from './renderPool.ts';
import { siteFiles, siteHeaders } from './siteFiles.ts';
import { planSocialImages, renderSocialImages } from './socialImages.ts';
import { anchorsByPage, assertContentLinks } from './contentLinks.ts';

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
  htmlGzip: number;
  jsGzip: number;
  entryJsGzip: number;
}

interface BuildStep {
  name: string;
  ms: number;
}

export interface BuildReport {
  pages: PageReport[];
  cssGzip: number;
  /** The editor at /admin/: no public page loads any of it. */
  admin: Pick<AdminBundle, 'version' | 'size'> & { path: string };
  /** Wall time of each step, in the order they ended. */
  steps: BuildStep[];
  /** Largest resident memory of the build process, render workers included (they are threads of it). */
  peakMemoryBytes: number;
  durationMs: number;
}


/** The whole pipeline of DESIGN.md §2: bundle, render, write, swap. */
export async function buildSite({ root, outDir, routesModule, minify = true, host = 'cloudflare', threads, stateFile }: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const steps: BuildStep[] = [];
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const stepStarted = performance.now();
    const result = await run();
    steps.push({ name, ms: performance.now() - stepStarted });
    return result;
  };
  const workDir = path.join(root, '.cache', `build-${process.pid}-${Date.now()}`);
  const output = new StagedOutput(outDir);
  await mkdir(workDir, { recursive: true });
  await output.begin();
  // Social cards are drawn while pages render; a failed build waits for them before it clears the
  // staging folder, or their late writes would recreate it beside dist/.
  let socialImagesWritten: Promise<unknown> | undefined;
  try {
    const [server, client, images] = await step('bundle (server, client) and images', () =>
      Promise.all([
        bundleServer({ root, workDir, routesModule, minify }),
        bundleClient({ root, workDir, minify }),
        processImages(path.join(root, 'static'), path.join(root, '.cache', 'images')),
      ]),
    );
    const { css, assets, graph, sum } = await step('assets', async () => {
      for (const { file, source } of images.files) await output.copyFile(file, source);

      const font = readInterFont();
      const fontPath = `assets/${hashedFileName('inter-latin', 'woff2', font)}`;
      await output.write(fontPath, font);

      const { code: css } = await esbuild.transform(`${fontFaceCss(`/${fontPath}`)}\n${server.css}`, {
        loader: 'css',
        minify,
        logLevel: 'silent',
      });
      const cssPath = `assets/${hashedFileName('site', 'css', css)}`;
      await output.write(cssPath, css);

      const clientRoot = path.join(workDir, 'client');
      for (const file of client.files) await output.write(path.relative(clientRoot, file.path), file.contents);
      const graph = jsGraph(client.metafile, `${path.relative(root, clientRoot)}/`);
      const jsSizes = new Map(client.files.map((file) => [path.relative(clientRoot, file.path), gzipSize(file.contents)]));
      const sum = (files: readonly string[]) => files.reduce((total, file) => total + (jsSizes.get(file) ?? 0), 0);

      const islandFiles = Object.fromEntries(
        (Object.keys(islandModules) as IslandName[]).map((name) => [name, graph.filesForIslands([name]).map((file) => `/${file}`)]),
      );
      const assets: RenderContext['assets'] = {
        stylesheet: `/${cssPath}`,
        script: `/${client.entry}`,
        font: `/${fontPath}`,
        islandFiles,
      };
      return { css, assets, graph, sum };
    });
    const bundle = await step('content and routes', async () => (await import(pathToFileURL(server.entryFile).href)) as ServerModule);
    const contentHeapBytes = process.memoryUsage().heapUsed;
    const { routes } = bundle;
    // Card file names are known up front, so pages render while the PNGs are drawn.
    const socialImages = planSocialImages(routes);
    const socialImagesStarted = performance.now();
    socialImagesWritten = renderSocialImages(socialImages, path.join(root, '.cache'), (file, png) => output.linkFile(file, png)).then(() =>
      steps.push({ name: 'social cards (beside the pages)', ms: performance.now() - socialImagesStarted }),
    );
    // The editor's preview bundle builds while the pages render; a failure is reported where it is awaited.
    const preview = bundlePreview({ root, minify });
    preview.catch(() => undefined);
    const context: RenderContext = {
      outDir: output.dir,
      assets,
      socialImages: Object.fromEntries(socialImages.map((image) => [image.path, `/${image.file}`])),
      buildYear: new Date().getFullYear(),
      imageManifest: images.manifest,
    };
    const rendered = await step('pages', () =>
      renderPages({ serverEntry: server.entryFile, routePaths: routes.map((route) => route.path), context, renderHere: bundle.pageRenderer(context), threads, contentHeapBytes }),
    );
    const pages: PageReport[] = rendered.map((page) => {
      const pageJs = [...graph.entryFiles, ...graph.filesForIslands(page.islands), ...(page.reveal ? graph.revealFiles : [])];
      return { path: page.path, file: page.file, htmlGzip: page.htmlGzip, jsGzip: sum(pageJs), entryJsGzip: sum(graph.entryFiles) };
    });

    // Links written in content name pages that exist and anchors those pages really carry.
    assertContentLinks(bundle.recordedLinks(), routes, anchorsByPage(rendered));

    const editor = { backend: backendFromEnv(), localBackendUrl: localBackendUrl() };
    const admin = await step('site files, static, editor', async () => {
      const files = siteFiles(routes, bundle.blogFiles(), { ...editor, nextPostId: bundle.nextPostId }, host);
      for (const [file, content] of Object.entries(files)) await output.write(file, content);
      await socialImagesWritten;
      const staticDir = path.join(root, 'static');
      if (existsSync(staticDir)) await output.copyFolder(staticDir);
      const previewBundle = await preview;
      await output.write(previewBundle.file, previewBundle.contents);
      await output.write(previewContentFile, previewContent({ contentDir: bundle.contentDir, dataDir: bundle.dataDir, collection: bundle.blogCollection, images: images.manifest }));
      const admin = adminFiles(root, { script: `/${previewBundle.file}`, content: `/${previewContentFile}`, stylesheet: assets.stylesheet });
      for (const { file, contents } of admin.files) await output.write(file, contents);
      return admin;
    });
    await step('headers', async () => {
      // Written last: its rules cover every top-level entry of the site.
      const { headers, policy } = siteHeaders(routes, rendered.map((page) => page.inline), css, host);
      await output.write('_headers', headers);
      const notFound = rendered.find((page) => page.path === paths.notFound);
      if (notFound) await output.write(notFound.file, withMetaPolicy(await readFile(path.join(output.dir, notFound.file), 'utf8'), policy));
    });

    await step('swap', () => output.commit());
    if (stateFile) {
      const { outDir: _outDir, ...kept } = context;
      await saveBuildState(stateFile, path.join(root, '.cache'), path.dirname(server.entryFile), {
        serverEntry: server.entryFile,
        context: kept,
        host,
        css,
        siteWideReads: [...new Set([...bundle.siteWideReads(), ...rendered.flatMap((page) => page.siteWideReads)])].sort(),
        queryInputs: bundle.queryInputs(),
        routes: routes.map((route, index) => ({ record: routeRecord(route), page: rendered[index]! })),
      });
    }
    return {
      pages,
      cssGzip: gzipSize(css),
      admin: { path: adminPath, version: admin.version, size: admin.size },
      steps,
      peakMemoryBytes: process.resourceUsage().maxRSS * 1024,
      durationMs: performance.now() - started,
    };
  } catch (error) {
    await socialImagesWritten?.catch(() => undefined);
    await output.abandon();
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
