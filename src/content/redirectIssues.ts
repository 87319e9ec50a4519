/**
 * What is wrong with the owner's redirects (redirects.yml), checked against every page of the site
 * by the build (src/pages/ownerRedirects.ts) and by the editor at Save: each sends its old address
 * to a live page (no chain within the file, no loop) and hides no page.
 */
import { adminPath } from '../admin/adminPath.ts';
import { servedAsNotFound, type SiteRoute } from '../siteRoute.ts';
import type { ContentIssue } from './contentIssues.ts';

/** A page a redirect may name or hide: its path and title, where it leads when it only redirects, whether it is served as "not found". */
export interface RedirectPage extends Pick<SiteRoute, 'path' | 'title'> {
  redirectTo?: string;
  notFound?: boolean;
}

/** What the check reads of a route (the editor reads the same of each page, from the content snapshot). */
export const redirectPage = (route: SiteRoute): RedirectPage => ({
  path: route.path,
  title: route.title,
  ...(route.kind === 'redirect' ? { redirectTo: route.redirectTo } : {}),
  ...(servedAsNotFound(route) ? { notFound: true } : {}),
});

/** Addresses the site serves that are not pages: the editor and the hashed assets. */
const reserved = [adminPath, '/assets/'];

/** What is wrong with each redirect, by its field. */
export function ownerRedirectIssues(redirects: readonly { from: string; to: string }[], pages: readonly RedirectPage[], file: string): ContentIssue[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const fromIndex = new Map<string, number>();
  const issues: ContentIssue[] = [];
  redirects.forEach(({ from, to }, index) => {
    const at = (field: 'from' | 'to', reason: string) => issues.push({ file, field: `redirects.${index}.${field}`, reason });
    const shadowed = byPath.get(from);
    if (shadowed?.redirectTo !== undefined) at('from', `${from} already sends visitors on to ${shadowed.redirectTo} (an old URL name of that page)`);
    else if (shadowed) at('from', `${from} is a live page ("${shadowed.title}"): a redirect would hide it`);
    else if (reserved.some((prefix) => from.startsWith(prefix))) at('from', `${from} is where the site keeps its own files`);
    else if (fromIndex.has(from)) at('from', `${from} is already redirected by redirect ${(fromIndex.get(from) ?? 0) + 1}`);
    else fromIndex.set(from, index);

    const [path = ''] = to.split('#', 1);
    const target = byPath.get(path);
    if (!path) at('to', `${to} names an anchor alone: write the page too, such as /services/${to}`);
    else if (path === from) at('to', `${to} sends visitors back to the old address itself (a loop)`);
    else if (redirects.some((other) => other.from === path)) at('to', `${path} is itself redirected in this file: send visitors straight to where it goes (a redirect to a redirect is a chain)`);
    else if (!target || target.notFound) at('to', `${path} is not a page of this site`);
  });
  return issues;
}
