// First: React must not be loaded before NODE_ENV is production.
import './productionMode.ts';
import * as esbuild from 'esbuild';
import { statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { browserTargets } from './browserTargets.ts';
import { bundleClient, bundleServer, type ClientBundle } from './bundle.ts';
import { fontFaceCss, readInterFont } from './fonts.ts';
import { hashedFileName } from './hashing.ts';
import { classesStyledBy, kindStyler, type KindStyles } from './pageStyles.ts';
import type { AdminBundle } from './admin.ts';
import { bundlePreview, type PreviewBundle } from './previewBundle.ts';
import { adminPath } from '../admin/adminPath.ts';
import { forgetKeptAcrossLoads } from '../content/keptAcrossLoads.ts';
import { processImages, type ImageStep } from './images.ts';
import { StagedOutput } from './output.ts';
import { loadServerBundle } from './serverBundleLoader.ts';
import type { Host } from './host.ts';
import type { RenderContext } from './pageRenderer.ts';
import type { WrittenPages } from './pageReuse.ts';

/** The server bundle's exports (src/build/serverEntry.ts). */
type ServerModule = typeof import('./serverEntry.ts');

/**
 * What the build makes of the code and static/, before it writes a page: the bundles and the
 * images' variants. `npm run dev` keeps it from one build to the next while only content is saved.
 */
export interface SiteCode {
  /** Holds the server and client bundles; removed by `dispose`. */
  dir: string;
  /** The server bundle: each import of a fresh copy reads the content anew. */
  serverEntry: string;
  css: string;
  client: ClientBundle;
  images: ImageStep;
  preview: PreviewBundle;
  /** The analytics settings the browser script was bundled with (analyticsSettingsKey): when they change, the code is bundled again. */
  analytics: string;
  dispose(): Promise<void>;
}

export interface BuildOptions {
  root: string;
  outDir: string;
  minify?: boolean;
  /** Whose `_redirects` and `_headers` to write (hostFiles.ts); Cloudflare Pages' by default. */
  host?: Host;
  /** Code an earlier build of the same options bundled (its report's `code`), reused while its analytics settings still hold. */
  code?: SiteCode;
  /** Keeps the code for a next build (the report's `code`) instead of removing it as the build ends. */
  keepCode?: boolean;
  /** The pages the build that wrote `outDir` reported (its report's `written`): with the same `code`, the pages `savedPosts` cannot change are taken from it. */
  previous?: WrittenPages;
  /** The files saved since that build, when every one is a Markdown post (`npm run dev`). */
  savedPosts?: readonly string[];
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
  /** Largest resident memory of the build process. */
  peakMemoryBytes: number;
  durationMs: number;
  /** The code this build used, when asked to keep it (`keepCode`). */
  code?: SiteCode;
  /** What the next build into the same folder can take unchanged pages from (`previous`). */
  written: WrittenPages;
  /** How many pages were taken from the previous build instead of rendered. */
  reusedPages: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** One line per page (route, size of its HTML), then the editor, each step's time and the peak memory. */
export function formatBuildReport(report: BuildReport): string {
  const width = Math.max(...report.pages.map((page) => page.path.length), 5);
  return [
    `Built ${report.pages.length} pages:`,
    ...report.pages.map((page) => `  ${page.path.padEnd(width)}  html ${kb(page.bytes).padStart(8)}`),
    `Editor at ${report.admin.path} (Decap CMS ${report.admin.version}, loaded by no public page)`,
    ...(report.admin.signInProblem ? [`  Warning: ${report.admin.signInProblem}`] : []),
    `Steps: ${report.steps.map((step) => `${step.name} ${(step.ms / 1000).toFixed(2)} s`).join(', ')}`,
    `Done in ${(report.durationMs / 1000).toFixed(2)} s, peak memory ${(report.peakMemoryBytes / 2 ** 20).toFixed(0)} MB`,
  ].join('\n');
}

/** Runs one named step, recording its wall time. */
async function timed<T>(steps: BuildStep[], name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  steps.push({ name, ms: performance.now() - started });
  return result;
}

/** A fresh copy of the server bundle: its modules read the content as they load, and a bad file fails here, naming the file and field. */
const loadServer = (serverEntry: string) => loadServerBundle<ServerModule>(serverEntry);

/** The bundles (the browser's with the analytics settings the server bundle reads), into a folder of their own under .cache/, and the images' plan: their variants encode beside the pages (linkImages). */
async function bundleCode(root: string, minify: boolean, steps: BuildStep[]): Promise<{ code: SiteCode; server: ServerModule }> {
  forgetKeptAcrossLoads();
  const dir = path.join(root, '.cache', `build-${process.pid}-${Date.now()}`);
  await mkdir(dir, { recursive: true });
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    return await timed(steps, 'bundles', async () => {
      const images = processImages(path.join(root, 'static'), path.join(root, '.cache', 'images'));
      const preview = bundlePreview({ root, minify });
      // Failures of either are reported where they are awaited; until then they must not go unhandled.
      images.catch(() => undefined);
      preview.catch(() => undefined);
      const { entryFile, css } = await bundleServer({ root, workDir: dir, minify });
      const server = loadServer(entryFile);
      const client = await bundleClient({ root, workDir: dir, minify, analytics: server.browserAnalytics() });
      const code: SiteCode = { dir, serverEntry: entryFile, css, client, images: await images, preview: await preview, analytics: server.analyticsSettingsKey(), dispose };
      return { code, server };
    });
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** The last stylesheet's styler, kept while the code is unchanged (`npm run dev`'s content saves). */
let lastStyler: { css: string; client: ClientBundle; styler: KindStyles } | undefined;

/** The styles of each kind of page (pageStyles.ts), keeping the rules the browser's code puts on elements at run time. */
function stylerFor(css: string, client: ClientBundle): KindStyles {
  if (lastStyler?.css !== css || lastStyler.client !== client) lastStyler = { css, client, styler: kindStyler(css, classesStyledBy(client.css)) };
  return lastStyler.styler;
}

/** The images' variants, once encoded; linked, not copied, all at once: a save in `npm run dev` spent 50–170 ms copying them one by one. */
async function linkImages(output: StagedOutput, images: ImageStep): Promise<void> {
  await images.encoded;
  await Promise.all(images.files.map(({ file, source }) => output.linkFile(file, source)));
}

/** The hashed files every page links but the images: the web font, the stylesheet, the browser's scripts, the editor's preview script. */
function writeAssets(output: StagedOutput, { dir, css: serverCss, client, preview }: SiteCode, minify: boolean, steps: BuildStep[]) {
  return timed(steps, 'assets', async () => {
    const font = readInterFont();
    const fontPath = `assets/${hashedFileName('inter-latin', 'woff2', font)}`;
    await output.write(fontPath, font);

    const { code: css } = await esbuild.transform(`${fontFaceCss(`/${fontPath}`)}\n${serverCss}`, {
      loader: 'css',
      minify,
      target: browserTargets,
      logLevel: 'silent',
    });
    const cssPath = `assets/${hashedFileName('site', 'css', css)}`;
    await output.write(cssPath, css);

    const clientRoot = path.join(dir, 'client');
    for (const file of client.files) await output.write(path.relative(clientRoot, file.path), file.contents);
    await output.write(preview.file, preview.contents);
    const assets: RenderContext['assets'] = {
      script: `/${client.entry}`,
      font: `/${fontPath}`,
      islandFiles: client.islandFiles,
    };
    return { css, stylesheet: `/${cssPath}`, kindStyles: stylerFor(css, client), assets };
  });
}

/**
 * The whole pipeline of DESIGN.md §2: bundle, render, write into a staging folder, then swap it in
 * for dist/ in one move. Any failure (bad content naming its file and field, a page that throws
 * naming its route) leaves dist/ as it was.
 */
export async function buildSite({ root, outDir, minify = true, host = 'cloudflare', code: given, keepCode = false, previous, savedPosts }: BuildOptions): Promise<BuildReport> {
  const started = performance.now();
  const steps: BuildStep[] = [];
  const output = new StagedOutput(outDir);
  await output.begin();
  let code = given;
  let built = false;
  try {
    let server = code && (await timed(steps, 'content and routes', async () => loadServer(code!.serverEntry)));
    // The browser script carries the analytics settings: bundled again when they changed.
    if (!code || !server || server.analyticsSettingsKey() !== code.analytics) ({ code, server } = await bundleCode(root, minify, steps));
    const { css, stylesheet, kindStyles, assets } = await writeAssets(output, code, minify, steps);
    const site = await server.writeSite({
      root,
      output,
      host,
      assets,
      stylesheet,
      css,
      kindStyles,
      imageManifest: code.images.manifest,
      previewScript: `/${code.preview.file}`,
      // Pages the last build rendered with other code are rendered again.
      ...(previous && code === given ? { previous: { dir: outDir, pages: previous }, savedPosts } : {}),
      timed: (name, work) => timed(steps, name, work),
      record: (name, ms) => steps.push({ name, ms }),
    });
    await timed(steps, 'images', () => linkImages(output, code!.images));
    await timed(steps, 'swap', () => output.commit());
    built = true;
    return {
      pages: site.pages.map(({ path: pagePath, file }) => ({ path: pagePath, file, bytes: statSync(path.join(outDir, file)).size })),
      admin: { path: adminPath, version: site.admin.version, signInProblem: site.signInProblem },
      steps,
      peakMemoryBytes: process.resourceUsage().maxRSS * 1024,
      durationMs: performance.now() - started,
      ...(keepCode ? { code } : {}),
      written: site.written,
      reusedPages: site.reused,
    };
  } catch (error) {
    await output.abandon();
    throw error;
  } finally {
    // Code this build bundled goes with it unless kept; kept, it is the caller's to dispose of, with the code it replaces.
    if (code && code !== given && !(keepCode && built)) await code.dispose();
  }
}
