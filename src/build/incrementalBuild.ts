// First: React must not be loaded before NODE_ENV is production.
import './productionMode.ts';
/**
 * Rebuilds what saved content files change (`npm run dev`, `npm run cms`), from the state a full
 * build left (src/build/buildState.ts). A fresh copy of the kept server bundle reads the content
 * anew. A saved post re-renders the pages that show it (each route names the posts it shows,
 * src/siteRoute.ts) and every page whose manifest entry changed, which covers a list or a set of
 * related posts that changed with it; any other saved content file may reach any page (the
 * settings reach every footer), so every page renders again, still without the full build's
 * bundling and fresh process. When there are more pages to render than one thread renders quickly,
 * a full build renders them on every core instead. Pages are rendered into a scratch folder first:
 * bad content or a page that throws leaves dist/ as it was. Then only the files whose bytes
 * changed are written: pages, the feed, sitemap and other site files, the editor's snapshot and
 * `_headers`.
 */
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { displayPath } from '../content/displayPath.ts';
import { paths } from '../paths.ts';
import { loadBuildState, routeRecord, type BuildState, type RouteState, type ServerModule } from './buildState.ts';
import { withMetaPolicy } from './headers.ts';
import type { PageFacts } from './pageRenderer.ts';
import { rendersInOneThread } from './renderPool.ts';
import { RouteRenderError } from './routeRenderError.ts';
import type { EditorBackend } from './adminConfig.ts';
import { siteFiles, siteHeaders } from './siteFiles.ts';
import { kindStyles, writePageStyles } from './pageStyles.ts';
import { planSocialImages, renderSocialImages } from './socialImages.ts';
import { anchorsByPage, assertContentLinks } from '../content/contentLinks.ts';
import { previewContent, previewContentFile, snapshotPages } from './previewBundle.ts';

export type RebuildResult =
  | { kind: 'full'; reason: string }
  | { kind: 'updated'; rendered: string[]; written: string[]; removed: string[]; ms: number };

export class IncrementalBuild {
  /** Bundle copies loaded by this thread: each gets an address of its own (a repeated one would be the module already loaded, with the content it read then). */
  private static loads = 0;

  private constructor(
    private state: BuildState,
    private readonly root: string,
    private readonly outDir: string,
    private readonly editor: EditorBackend,
  ) {}

  /**
   * Opens the state a full build just left (its file, or the state an earlier IncrementalBuild
   * handed on), for rebuilding `outDir`, and rebuilds once with nothing saved, which finds dist/ up
   * to date (or catches up with a save made as the build ended), so the first save does not pay for
   * compiling the rebuild's code.
   */
  static async open(state: string | BuildState, root: string, outDir: string, editor: EditorBackend): Promise<IncrementalBuild> {
    const site = new IncrementalBuild(typeof state === 'string' ? await loadBuildState(state) : state, root, outDir, editor);
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
    const bundle = await this.loadBundle();
    if (bundle.analyticsSettingsKey() !== this.state.analytics) return { kind: 'full', reason: 'The analytics settings changed, which the browser script and the host files are built with' };
    const { routes } = bundle;
    const isPost = (file: string) => file.endsWith('.md') && path.dirname(file) === bundle.postsDir;
    const everyPage = savedFiles.some((file) => !isPost(path.resolve(file)));
    // As the collection names its posts' files.
    const savedPosts = new Set(savedFiles.map((file) => displayPath(this.root, path.resolve(file))));
    const records = routes.map(routeRecord);
    const previous = new Map(this.state.routes.map((route) => [route.page.path, route]));
    const changedRecord = (index: number) => previous.get(routes[index]!.path)?.record !== records[index];
    const toRender = routes
      .map((_, index) => index)
      .filter((index) => {
        const route = routes[index]!;
        // The 404 page carries the policy of every page's inline code: written again with it.
        return everyPage || changedRecord(index) || route.path === paths.notFound || (route.posts?.some((file) => savedPosts.has(file)) ?? false);
      });
    if (!rendersInOneThread(toRender.length)) return { kind: 'full', reason: `${toRender.length} pages to render, which a full build renders faster on every core` };

    // A card is drawn from its route's entry alone: only a changed entry can change it.
    const current = new Set(routes.map((route) => route.path));
    const removedRoutes = this.state.routes.filter((route) => !current.has(route.page.path));
    const socialImages = { ...this.state.context.socialImages };
    for (const route of removedRoutes) delete socialImages[route.page.path];
    const newCards = planSocialImages(routes.filter((_, index) => changedRecord(index))).filter((image) => socialImages[image.path] !== `/${image.file}`);
    for (const image of newCards) socialImages[image.path] = `/${image.file}`;

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
      // A page's styles are its kind's (pageStyles.ts): a page that needs rules its kind's pages did not changes the pages left alone too.
      const styles = kindStyles(this.state.css, routes.map((route, index) => rendered.get(index) ?? previous.get(route.path)!.page), this.state.runtimeClasses);
      const previousStyles = kindStyles(this.state.css, this.state.routes.map((route) => route.page), this.state.runtimeClasses);
      const restyled = [...styles].find(([kind, text]) => previousStyles.has(kind) && previousStyles.get(kind) !== text);
      if (restyled) return { kind: 'full', reason: `The ${restyled[0]} pages' styles changed (a page uses rules no page of its kind used before), which every page of that kind carries` };
      const styledPages = await writePageStyles(scratch, [...rendered.values()], styles);
      for (const [position, index] of [...rendered.keys()].entries()) rendered.set(index, styledPages[position]!);
      const routeStates: RouteState[] = routes.map((route, index) => ({ record: records[index]!, page: rendered.get(index) ?? previous.get(route.path)!.page }));
      const anchorsOf = anchorsByPage(routeStates.map((route) => route.page));
      // As the full build does, before anything is written: content links name pages and anchors that exist.
      assertContentLinks(bundle.recordedLinks(), routes, anchorsOf);
      const written: string[] = [];
      const write = async (file: string, text: string) => {
        const target = path.join(this.outDir, file);
        const before = await readFile(target).catch(() => undefined);
        if (before?.equals(Buffer.from(text))) return;
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(`${target}.rebuild`, text);
        await rename(`${target}.rebuild`, target);
        written.push(file);
      };

      await renderSocialImages(newCards.filter((image) => !existsSync(path.join(this.outDir, image.file))), path.join(this.root, '.cache'), async (file, png) => {
        await mkdir(path.dirname(path.join(this.outDir, file)), { recursive: true });
        await copyFile(png, path.join(this.outDir, file));
        written.push(file);
      });

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
      await write(previewContentFile, previewContent({ contentDir: bundle.contentDir, dataDir: bundle.dataDir, collection: bundle.blogCollection, images: this.state.context.imageManifest, pages: snapshotPages(routes, anchorsOf, bundle.recordedLinks()) }));

      const { headers, policy } = siteHeaders(routes, routeStates.map((route) => route.page.inline), this.state.css, this.state.host);
      await write('_headers', headers);
      const notFound = routeStates.find((route) => route.page.path === paths.notFound);
      if (notFound?.page.unwrittenHtml !== undefined) await write(notFound.page.file, withMetaPolicy(notFound.page.unwrittenHtml, policy));

      this.state = { ...this.state, context, routes: routeStates };
      return { kind: 'updated', rendered: toRender.map((index) => routes[index]!.path), written, removed, ms: performance.now() - started };
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}
