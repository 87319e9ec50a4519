/**
 * Which pages a dev save can leave as the last build wrote them (scripts/dev.ts). When every saved
 * file is a Markdown post, an article whose page shows no saved post, now or in the last build
 * (SiteRoute's `posts`: the article and its related cards), is taken from the last build; every
 * other page renders again. Any other save, or a post that came or went (a new file, a new URL
 * name, a post come due), renders every page.
 */
import type { RouteKind, SiteRoute } from '../siteRoute.ts';
import type { PageFacts } from './pageRenderer.ts';

/** What a build wrote, for the next build in the same process to take the pages a save cannot change from. */
export interface WrittenPages {
  /** Each route's page by path, with the post files it shows. */
  pages: ReadonlyMap<string, { page: PageFacts; posts: readonly string[] }>;
  /** The styles each kind of page carries (pageStyles.ts): a page taken as it was carries its kind's as they were. */
  styles: ReadonlyMap<RouteKind, string>;
}

export function writtenPages(routes: readonly SiteRoute[], pages: readonly PageFacts[], styles: ReadonlyMap<RouteKind, string>): WrittenPages {
  return { pages: new Map(routes.map((route, index) => [route.path, { page: pages[index]!, posts: route.posts ?? [] }])), styles };
}

const articlePaths = (paths: Iterable<string>, kindOf: (path: string) => RouteKind | undefined) => [...paths].filter((path) => kindOf(path) === 'article').sort();

/** The pages, by route index, that the saved posts (`savedPosts`, as the routes name them) cannot change. */
export function reusablePages(routes: readonly SiteRoute[], previous: WrittenPages | undefined, savedPosts: readonly string[] | undefined): Map<number, PageFacts> {
  const reusable = new Map<number, PageFacts>();
  if (!previous || !savedPosts) return reusable;
  const kinds = new Map(routes.map((route) => [route.path, route.kind]));
  const now = articlePaths(kinds.keys(), (path) => kinds.get(path));
  const before = articlePaths(previous.pages.keys(), (path) => previous.pages.get(path)?.page.kind);
  if (now.join('\n') !== before.join('\n')) return reusable;
  const saved = new Set(savedPosts);
  for (const [index, route] of routes.entries()) {
    const written = previous.pages.get(route.path);
    if (route.kind !== 'article' || !written) continue;
    if (![...(route.posts ?? []), ...written.posts].some((file) => saved.has(file))) reusable.set(index, written.page);
  }
  return reusable;
}
