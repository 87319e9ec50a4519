// First: React must not be loaded before NODE_ENV is production.
import './productionMode.ts';
import * as esbuild from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { paths } from '../paths.ts';
import { outputFile, type SiteRoute } from '../siteRoute.ts';
import type { DocumentAssets } from '../components/Document.tsx';
import { registerImages } from '../components/Picture.tsx';
import { islandAttr } from '../islands/attributes.ts';
import type { IslandName } from '../islands/types.ts';
import { islandModules } from './islandModules.ts';
import { bundleClient, bundleServer } from './bundle.ts';
import { fontFaceCss, readInterFont } from './fonts.ts';
import { hashedFileName } from './hashing.ts';
import { adminContentSecurityPolicy, contentSecurityPolicy, headerRules, headersFile, inlineSources, withMetaPolicy } from './headers.ts';
import { adminFiles, type AdminBundle } from './admin.ts';
import { anchorsIn, assertContentLinks } from './contentLinks.ts';
import type { ContentLink } from '../content/contentLinks.ts';
import { adminPath } from '../admin/adminPath.ts';
import { backendFromEnv, localBackendUrl } from '../admin/cmsConfig.ts';
import { blogCollection } from '../content/blog/collection.ts';
import { processImages } from './images.ts';
import { gzipSize, jsGraph } from './jsAccounting.ts';
import { StagedOutput } from './output.ts';
import { blogFiles } from './blogFiles.ts';
import { redirectsFile } from './redirects.ts';
import { runtimeStyles } from './runtimeStyles.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { planSocialImages, renderSocialImages } from './socialImages.ts';
import { webManifest, webManifestPath } from '../seo/webManifest.ts';

export interface BuildOptions {
  root: string;
  outDir: string;
  routesModule?: string;
  minify?: boolean;
}

export interface PageReport {
  path: string;
  file: string;
  htmlGzip: number;
  jsGzip: number;
  entryJsGzip: number;
}

export interface BuildReport {
  pages: PageReport[];
  cssGzip: number;
  /** The editor at /admin/: no public page loads any of it. */
  admin: Pick<AdminBundle, 'version' | 'size'> & { path: string };
  durationMs: number;
}

/** A page that threw while rendering: the build stops and names it. */
export class RouteRenderError extends Error {
  constructor(
    readonly route: string,
    override readonly cause: unknown,
  ) {
    const message = cause instanceof Error ? cause.message : String(cause);
    super(`Unexpected Application Error!\n  route: ${route}\n  ${message}`);
    this.name = 'RouteRenderError';
  }
}

interface ServerModule {
  routes: readonly SiteRoute[];
  renderRoute: (route: SiteRoute, allRoutes: readonly SiteRoute[], assets: DocumentAssets, buildYear: number) => Promise<string>;
  recordedLinks: () => readonly ContentLink[];
}

const islandPattern = new RegExp(`${islandAttr.name}="([a-zA-Z]+)"`, 'g');

/** The whole pipeline of DESIGN.md §2: bundle, render, write, swap. */
export async function buildSite({ root, outDir, routesModule, minify = true }: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const workDir = path.join(root, '.cache', `build-${process.pid}-${Date.now()}`);
  const output = new StagedOutput(outDir);
  await mkdir(workDir, { recursive: true });
  await output.begin();
  // Social cards are drawn while pages render; a failed build waits for them before it clears the
  // staging folder, or their late writes would recreate it beside dist/.
  let socialImagesWritten: Promise<unknown> | undefined;
  try {
    const [server, client, images] = await Promise.all([
      bundleServer({ root, workDir, routesModule, minify }),
      bundleClient({ root, workDir, minify }),
      processImages(path.join(root, 'static'), path.join(root, '.cache', 'images')),
    ]);
    for (const { file, source } of images.files) await output.write(file, await readFile(source));
    registerImages(images.manifest);

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
    const assets: Omit<DocumentAssets, 'socialImage'> = {
      stylesheet: `/${cssPath}`,
      script: `/${client.entry}`,
      font: `/${fontPath}`,
      islandFiles,
    };
    const { routes, renderRoute, recordedLinks } = (await import(pathToFileURL(server.entryFile).href)) as ServerModule;
    const buildYear = new Date().getFullYear();
    // Card file names are known up front, so pages render while the PNGs are drawn.
    const socialImages = planSocialImages(routes);
    socialImagesWritten = renderSocialImages(socialImages, path.join(root, '.cache'), (file, png) => output.write(file, png));
    const socialImageFor = new Map(socialImages.map((image) => [image.path, `/${image.file}`]));
    const pages: PageReport[] = [];
    const htmlPages: string[] = [];
    const anchors = new Map<string, Set<string>>();
    let notFoundHtml = '';
    for (const route of routes) {
      let html: string;
      try {
        html = await renderRoute(route, routes, { ...assets, socialImage: socialImageFor.get(route.path) ?? '' }, buildYear);
      } catch (error) {
        throw new RouteRenderError(route.path, error);
      }
      const file = outputFile(route.path);
      await output.write(file, html);
      htmlPages.push(html);
      anchors.set(route.path, anchorsIn(html));
      if (route.path === paths.notFound) notFoundHtml = html;
      const islands = [...new Set([...html.matchAll(islandPattern)].map((match) => match[1] as IslandName))];
      const pageJs = [...graph.entryFiles, ...graph.filesForIslands(islands), ...(html.includes('data-reveal=') ? graph.revealFiles : [])];
      pages.push({ path: route.path, file, htmlGzip: gzipSize(html), jsGzip: sum(pageJs), entryJsGzip: sum(graph.entryFiles) });
    }

    assertContentLinks(recordedLinks(), routes, anchors);

    await output.write('_redirects', redirectsFile(routes));
    for (const [file, content] of Object.entries(blogFiles())) await output.write(file, content);
    await output.write('sitemap.xml', sitemapXml(routes));
    await output.write('robots.txt', robotsTxt());
    await output.write(webManifestPath.slice(1), webManifest());
    await socialImagesWritten;
    const staticDir = path.join(root, 'static');
    if (existsSync(staticDir)) await output.copyFolder(staticDir);

    const backend = backendFromEnv();
    const localBackend = localBackendUrl();
    const admin = adminFiles({ root, backend, localBackendUrl: localBackend, nextPostId: Math.max(0, ...blogCollection.posts.map((post) => post.id)) + 1 });
    for (const { file, contents } of admin.files) await output.write(file, contents);
    // Written last: its rules cover every top-level entry of the site.
    const entries = readdirSync(output.dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('_') && `/${entry.name}/` !== adminPath)
      .map((entry) => ({ name: entry.name, folder: entry.isDirectory() }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const publicSources = inlineSources(htmlPages, [css], runtimeStyles());
    const adminArea = { path: adminPath, contentSecurityPolicy: adminContentSecurityPolicy({ backend, localBackendUrl: localBackend }) };
    await output.write('_headers', headersFile(headerRules(publicSources, routes.map((route) => route.path), entries, adminArea)));
    if (notFoundHtml) await output.write(outputFile(paths.notFound), withMetaPolicy(notFoundHtml, contentSecurityPolicy(publicSources)));

    await output.commit();
    return { pages, cssGzip: gzipSize(css), admin: { path: adminPath, version: admin.version, size: admin.size }, durationMs: performance.now() - started };
  } catch (error) {
    await socialImagesWritten?.catch(() => undefined);
    await output.abandon();
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
