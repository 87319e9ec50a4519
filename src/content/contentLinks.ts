/**
 * The site's own links written in content files: every `href` field, and every Markdown link
 * (`[words](/path/#anchor)`) in a text. The loader records them with their file and field; once
 * every page is rendered the build checks each names a page that exists and an anchor on it (so the
 * anchors are the ones the pages really carry, and before anything replaces dist/); the editor
 * checks the entry being edited the same way, before it is saved.
 */
import { ContentError, type ContentIssue } from './contentIssues.ts';

export interface ContentLink {
  file: string;
  /** Field path, e.g. `sections.2.cards.0.href`. */
  field: string;
  /** As written: `/services/crm/#platforms`, or `#process` for an anchor on the file's own page. */
  href: string;
  /** The path of the page the file's words appear on, which `#anchor` links point into. */
  page?: string;
}

/** A page a link may name: its path, and where it sends the visitor when it only redirects. */
export interface LinkTarget {
  path: string;
  redirectTo?: string;
}

/** The anchors of a page, by its path. */
export type AnchorsOf = (path: string) => ReadonlySet<string> | undefined;

const idAttribute = /\sid="([^"]+)"/g;

/** The anchor ids of a rendered page. */
export function anchorsIn(html: string): Set<string> {
  return new Set([...html.matchAll(idAttribute)].map(([, id = '']) => id));
}

const markdownLink = /\[[^\]]*\]\(([^)\s]+)\)/g;
const isInternal = (href: string) => href.startsWith('/') || href.startsWith('#');

/** The internal links of `data`, a parsed content file. */
export function linksIn(data: unknown, file: string, page?: string, path: readonly (string | number)[] = []): ContentLink[] {
  const at = (href: string): ContentLink => ({ file, field: path.join('.'), href, ...(page ? { page } : {}) });
  if (typeof data === 'string') {
    const hrefs = path.at(-1) === 'href' ? [data] : [...data.matchAll(markdownLink)].map(([, href = '']) => href);
    return hrefs.filter(isInternal).map(at);
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => linksIn(item, file, page, [...path, index]));
  if (typeof data === 'object' && data !== null) return Object.entries(data).flatMap(([key, value]) => linksIn(value, file, page, [...path, key]));
  return [];
}

const recorded: ContentLink[] = [];

/** Notes the links of a file just loaded, for the build's check. */
export function recordLinks(links: readonly ContentLink[]): void {
  recorded.push(...links);
}

/** Every link recorded so far, in load order. */
export function recordedLinks(): readonly ContentLink[] {
  return recorded;
}

/**
 * Where a link now takes the visitor: a link to an old address (a renamed page's old URL name, or an
 * owner's redirect) is written to the page it leads to, keeping the link's own #anchor, so that a
 * rename breaks no link and costs no hop. `redirectOf` gives an old address's destination.
 */
export function currentHref(href: string, redirectOf: (path: string) => string | undefined): string {
  const [path = '', hash] = href.split('#', 2);
  const to = path ? redirectOf(path) : undefined;
  if (to === undefined) return href;
  return hash === undefined ? to : `${to.split('#', 1)[0]}#${hash}`;
}

/** What is wrong with each link of `links`, given every route and the anchors of each rendered page (by the build, and by the editor for the entry being edited). */
export function contentLinkIssues(links: readonly ContentLink[], routes: readonly LinkTarget[], anchorsOf: AnchorsOf): ContentIssue[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const redirectOf = (path: string) => byPath.get(path)?.redirectTo;
  const problem = (link: ContentLink): string | undefined => {
    const [written = '', writtenHash] = link.href.split('#', 2);
    const writtenPath = written || link.page;
    if (!writtenPath) return 'an anchor alone (#…) only works on a page of its own; write the page path too, such as /services/#process';
    if (!byPath.has(writtenPath)) {
      if (byPath.has(`${writtenPath}/`)) return `write ${writtenPath}/${writtenHash === undefined ? '' : `#${writtenHash}`}: the site serves its pages with a closing slash`;
      return `${writtenPath} is not a page of this site`;
    }
    const [path = '', hash] = currentHref(`${writtenPath}${writtenHash === undefined ? '' : `#${writtenHash}`}`, redirectOf).split('#', 2);
    const through = path === writtenPath ? '' : ` (where ${writtenPath} now leads)`;
    if (hash !== undefined && !anchorsOf(path)?.has(hash)) return `#${hash} is not an anchor on ${path}${through}`;
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

/** Each rendered page's anchors, by its path: made into a set only for the pages a link names. */
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
