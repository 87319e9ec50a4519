/**
 * Refuses content that links to a page or an anchor the site does not have, or to an address that
 * only redirects, naming the content file and field: checked once every page is rendered, so the
 * anchors are the ones the pages really carry, and before anything replaces dist/.
 */
import { ContentError, type ContentIssue } from '../content/contentIssues.ts';
import type { ContentLink } from '../content/contentLinks.ts';
import type { SiteRoute } from '../siteRoute.ts';

const idAttribute = /\sid="([^"]+)"/g;

/** The anchor ids of a rendered page. */
export function anchorsIn(html: string): Set<string> {
  return new Set([...html.matchAll(idAttribute)].map(([, id = '']) => id));
}

/** The anchors of a page, by its path. */
export type AnchorsOf = (path: string) => ReadonlySet<string> | undefined;

/** Each rendered page's anchors, by its path: made into a set only for the pages a link names (a few of 11,000 at 10,000 posts). */
export function anchorsByPage(pages: readonly { path: string; anchors: readonly string[] }[]): AnchorsOf {
  const byPath = new Map(pages.map((page) => [page.path, page.anchors]));
  const sets = new Map<string, ReadonlySet<string>>();
  return (path) => {
    const anchors = byPath.get(path);
    if (!anchors) return undefined;
    if (!sets.has(path)) sets.set(path, new Set(anchors));
    return sets.get(path);
  };
}

/** What is wrong with each link of `links`, given every route and the anchors of each rendered page. */
export function contentLinkIssues(links: readonly ContentLink[], routes: readonly SiteRoute[], anchorsOf: AnchorsOf): ContentIssue[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const problem = (link: ContentLink): string | undefined => {
    const [target = '', hash] = link.href.split('#', 2);
    const path = target || link.page;
    if (!path) return 'an anchor alone (#…) only works on a page of its own; write the page path too, such as /services/#process';
    const route = byPath.get(path);
    if (!route) {
      if (byPath.has(`${path}/`)) return `write ${path}/${hash === undefined ? '' : `#${hash}`}: the site serves its pages with a closing slash`;
      return `${path} is not a page of this site`;
    }
    if (route.kind === 'redirect') return `${path} only redirects to ${route.redirectTo}; link there instead`;
    if (hash !== undefined && !anchorsOf(path)?.has(hash)) return `#${hash} is not an anchor on ${path}`;
    return undefined;
  };
  return links.flatMap((link) => {
    const reason = problem(link);
    return reason ? [{ file: link.file, field: link.field, reason: `links to ${link.href}, but ${reason}` }] : [];
  });
}

/** Throws a ContentError listing every broken link. */
export function assertContentLinks(...args: Parameters<typeof contentLinkIssues>): void {
  const issues = contentLinkIssues(...args);
  if (issues.length > 0) throw new ContentError('Content links to pages or anchors the site does not have', issues);
}
