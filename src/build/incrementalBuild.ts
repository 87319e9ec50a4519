// First: React must not be loaded before NODE_ENV is production.
import './productionMode.ts';
/**
 * Rebuilds only what a saved content file changes (`npm run dev`, `npm run cms`), from the state a
 * full build left (src/build/buildState.ts). A fresh copy of the kept server bundle reads the
 * content anew (posts parsed once, unless their file changed), and a page renders again when its
 * manifest entry or social card changed, when it read the saved file while rendering, or when a
 * collection query it asked (its grid page, its related posts) now answers otherwise. Pages are
 * rendered into a scratch folder first: a page that throws leaves dist/ as it was. Then the pages
 * whose HTML changed, the feed, sitemap and other site files, and `_headers` are written in place;
 * nothing else is touched. A saved file that some content was derived from as a module loaded
 * (read outside any render: a page's or the settings' YAML) may reach any page, so every page
 * renders again, still without the full build's bundling and fresh process; a site large enough
 * to render on every core asks for a full build instead, whose render step does.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { forgetParsedPosts } from '../content/blog/loadPosts.ts';
import { paths } from '../paths.ts';
import { loadBuildState, routeRecord, type BuildState, type RouteState, type ServerModule } from './buildState.ts';
import { withMetaPolicy } from './headers.ts';
import type { PageFacts } from './pageRenderer.ts';
import { rendersInOneThread } from './renderPool.ts';
import { RouteRenderError } from './routeRenderError.ts';
import type { EditorBackend } from './adminConfig.ts';
import { siteFiles, siteHeaders } from './siteFiles.ts';
import { planSocialImages, renderSocialImages } from './socialImages.ts';
import { anchorsByPage, assertContentLinks } from './contentLinks.ts';
import { previewContent, previewContentFile } from './previewBundle.ts';
import { fileContents, sameBytes, type FileText } from './textParts.ts';

export type RebuildResult =
  | { kind: 'full'; reason: string }
  | { kind: 'updated'; rendered: string[]; written: string[]; removed: string[]; ms: number };

export class IncrementalBuild {
  /** Bundle copies loaded by this thread: each gets an address of its own (a repeated one would be the module already loaded, with the content it read then). */
  private static loads = 0;
  /** What each site file (feed, sitemap, `_headers` …) holds in `outDir`, as written, so a rebuild compares without reading it back. */
  private readonly siteFileContents = new Map<string, FileText | Uint8Array>();

  private constructor(
    private state: BuildState,
    private readonly root: string,
    private readonly outDir: string,
    private readonly editor: EditorBackend,
  ) {}

  /**
   * Opens the state a full build just left (its file, or the state an earlier IncrementalBuild
   * handed on), for rebuilding `outDir`, and rebuilds once with nothing saved, which finds dist/ up
   * to date (or catches up with a save made as the build ended): the first save then pays neither
   * for parsing every post, nor for compiling the rebuild's code, nor for writing every feed item,
   * nor for reading the large files back.
   */
  static async open(state: string | BuildState, root: string, outDir: string, editor: EditorBackend): Promise<IncrementalBuild> {
    const site = new IncrementalBuild(typeof state === 'string' ? await loadBuildState(state) : state, root, outDir, editor);
    // Posts parsed before this full build may have been judged against other images or schemas.
    forgetParsedPosts();
    await site.rebuild([]);
    return site;
  }

  /** Where `outDir` stands now: what a later IncrementalBuild opens to go on from here. */
  get currentState(): BuildState {
    return this.state;
  }

  /** A fresh copy of the bundle: its modules read the content again as they load. */
  private async loadBundle(): Promise<ServerModule> {
    IncrementalBuild.loads += 1;
    return (await import(`${pathToFileURL(this.state.serverEntry).href}?rebuild=${IncrementalBuild.loads}`)) as ServerModule;
  }

  /** Brings `outDir` up to date with the saved files (absolute paths); throws, leaving it as it was, on bad content or a page that throws. */
  async rebuild(savedFiles: readonly string[]): Promise<RebuildResult> {
    const started = performance.now();
    const saved = new Set(savedFiles.map((file) => path.resolve(file)));
    // A file saved into a folder listed as the site loads (a new service) changes that list too.
    const savedFolders = new Set([...saved].map((file) => path.dirname(file)));
    const siteWide = this.state.siteWideReads.find((read) => saved.has(read) || savedFolders.has(read));
    if (siteWide && !rendersInOneThread(this.state.routes.length)) {
      return { kind: 'full', reason: `${path.relative(this.root, siteWide)} is read as the site loads, and the site renders faster on every core` };
    }

    // The watcher names every changed file: the other posts are taken as parsed before, unstatted.
    forgetParsedPosts(saved);
    const bundle = await this.loadBundle();
    const { routes } = bundle;
    const records = routes.map(routeRecord);
    const previous = new Map(this.state.routes.map((route) => [route.page.path, route]));
    const changedRecord = (index: number) => previous.get(routes[index]!.path)?.record !== records[index];
    // A card is drawn from its route's entry alone: only a changed entry can change it.
    const current = new Set(routes.map((route) => route.path));
    const removedRoutes = this.state.routes.filter((route) => !current.has(route.page.path));
    const socialImages = { ...this.state.context.socialImages };
    for (const route of removedRoutes) delete socialImages[route.page.path];
    const newCards = planSocialImages(routes.filter((_, index) => changedRecord(index))).filter((image) => socialImages[image.path] !== `/${image.file}`);
    for (const image of newCards) socialImages[image.path] = `/${image.file}`;

    // A query whose inputs are as the last build found them answers every question as it did.
    const inputs = bundle.queryInputs();
    const unchangedQueries = new Set(Object.keys(inputs).filter((name) => inputs[name] === this.state.queryInputs[name]));
    const fingerprints = new Map<string, string | undefined>();
    const answersOtherwise = ([key, fingerprint]: [string, string]) => {
      if (unchangedQueries.has(key.slice(0, key.indexOf(':')))) return false;
      if (!fingerprints.has(key)) fingerprints.set(key, bundle.queryFingerprint(key));
      return fingerprints.get(key) !== fingerprint;
    };
    const stale = (index: number): boolean => {
      const route = routes[index]!;
      if (siteWide || changedRecord(index) || route.path === paths.notFound) return true;
      const { reads } = previous.get(route.path)!.page;
      return reads.files.some((file) => saved.has(file)) || reads.queries.some(answersOtherwise);
    };
    const toRender = routes.map((_, index) => index).filter(stale);

    const context = { ...this.state.context, socialImages };
    const scratch = await mkdtemp(path.join(path.dirname(this.outDir), '.dist-rebuild-'));
    try {
      const render = bundle.pageRenderer({ ...context, outDir: scratch });
      const rendered = new Map<number, PageFacts>();
      for (const index of toRender) {
        try {
          rendered.set(index, await render(index));
        } catch (error) {
          throw new RouteRenderError(routes[index]!.path, error);
        }
      }
      // As the full build does, before anything is written: content links name pages and anchors that exist.
      assertContentLinks(bundle.recordedLinks(), routes, anchorsByPage(routes.map((route, index) => rendered.get(index) ?? previous.get(route.path)!.page)));
      const written: string[] = [];
      const write = async (file: string, text: FileText) => {
        const target = path.join(this.outDir, file);
        const before = this.siteFileContents.get(file) ?? (existsSync(target) ? await readFile(target, typeof text === 'string' ? 'utf8' : null) : undefined);
        this.siteFileContents.set(file, text);
        if (before !== undefined && sameBytes(before, text)) return;
        await mkdir(path.dirname(target), { recursive: true });
        // Joined in one copy and written in one call: faster than a write of its 20,000 pieces.
        await writeFile(`${target}.rebuild`, fileContents(text));
        await rename(`${target}.rebuild`, target);
        written.push(file);
      };

      await renderSocialImages(newCards.filter((image) => !existsSync(path.join(this.outDir, image.file))), path.join(this.root, '.cache'), async (file, png) => {
        await mkdir(path.dirname(path.join(this.outDir, file)), { recursive: true });
        await copyFile(png, path.join(this.outDir, file));
        written.push(file);
      });

      const routeStates: RouteState[] = routes.map((route, index) => ({ record: records[index]!, page: rendered.get(index) ?? previous.get(route.path)!.page }));
      for (const [index, page] of rendered) {
        const before = previous.get(page.path);
        if (before?.page.hash === page.hash || routes[index]!.path === paths.notFound) continue;
        await mkdir(path.dirname(path.join(this.outDir, page.file)), { recursive: true });
        await rename(path.join(scratch, page.file), path.join(this.outDir, page.file));
        written.push(page.file);
      }
      const files = siteFiles(routes, bundle.blogFiles(), bundle.adminConfigFile({ ...this.editor, nextPostId: bundle.nextPostId }), this.state.host);
      for (const [file, content] of Object.entries(files)) await write(file, content);

      const removed = removedRoutes.map((route) => route.page.file);
      const cards = new Set(Object.values(socialImages));
      removed.push(...Object.values(this.state.context.socialImages).filter((card) => !cards.has(card)).map((card) => card.slice(1)));
      for (const file of removed) {
        await rm(path.join(this.outDir, file), { force: true });
        // A removed post's folder goes with its page, as a full build would leave none.
        if (file.endsWith('/index.html')) await rmdir(path.dirname(path.join(this.outDir, file))).catch(() => undefined);
      }

      // The editor's preview reads the content as saved; its code stays the full build's.
      await write(previewContentFile, previewContent({ contentDir: bundle.contentDir, dataDir: bundle.dataDir, collection: bundle.blogCollection, images: this.state.context.imageManifest }));

      const { headers, policy } = siteHeaders(routes, routeStates.map((route) => route.page.inline), this.state.css, this.state.host);
      await write('_headers', headers);
      const notFound = routeStates.find((route) => route.page.path === paths.notFound);
      if (notFound?.page.unwrittenHtml !== undefined) await write(notFound.page.file, withMetaPolicy(notFound.page.unwrittenHtml, policy));

      // A file first read by this copy of the bundle (a new service's) is site-wide from now on too.
      const siteWideReads = [...new Set([...this.state.siteWideReads, ...bundle.siteWideReads()])].sort();
      this.state = { ...this.state, context, siteWideReads, queryInputs: inputs, routes: routeStates };
      return { kind: 'updated', rendered: toRender.map((index) => routes[index]!.path), written, removed, ms: performance.now() - started };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}
