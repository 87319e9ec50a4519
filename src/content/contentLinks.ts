/**
 * The site's own links written in content files: every `href` field, and every Markdown link
 * (`[words](/path/#anchor)`) in a text. The loader records them with their file and field; once
 * every page is rendered the build checks each names a page that exists and an anchor on it.
 */

export interface ContentLink {
  file: string;
  /** Field path, e.g. `sections.2.cards.0.href`. */
  field: string;
  /** As written: `/services/crm/#platforms`, or `#process` for an anchor on the file's own page. */
  href: string;
  /** The path of the page the file's words appear on, which `#anchor` links point into. */
  page?: string;
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
