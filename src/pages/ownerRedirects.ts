/**
 * The owner's redirects (src/content/redirects.ts) as routes, checked against every other route:
 * each sends its old address to a live page in one hop (no chain, no loop) and hides no page. The
 * anchor a target names is checked with the content links, once the pages are rendered.
 */
import { adminPath } from '../admin/adminPath.ts';
import { ContentError, type ContentIssue } from '../content/contentIssues.ts';
import { recordLinks } from '../content/contentLinks.ts';
import { ownerRedirects, redirectsFileShown, type OwnerRedirect } from '../content/redirects.ts';
import { servedAsNotFound, type SiteRoute } from '../siteRoute.ts';
import type { PageLoader } from './pageLoader.ts';
import { redirectRoute } from './redirectRoute.ts';

/** Addresses the site serves that are not pages: the editor and the hashed assets. */
const reserved = [adminPath, '/assets/'];

/** What is wrong with each redirect, by its field. */
export function ownerRedirectIssues(redirects: readonly OwnerRedirect[], routes: readonly SiteRoute[], file: string): ContentIssue[] {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const fromIndex = new Map<string, number>();
  const issues: ContentIssue[] = [];
  redirects.forEach(({ from, to }, index) => {
    const at = (field: 'from' | 'to', reason: string) => issues.push({ file, field: `redirects.${index}.${field}`, reason });
    const shadowed = byPath.get(from);
    if (shadowed?.kind === 'redirect') at('from', `${from} already sends visitors on to ${shadowed.redirectTo} (an old URL name of that page)`);
    else if (shadowed) at('from', `${from} is a live page ("${shadowed.title}"): a redirect would hide it`);
    else if (reserved.some((prefix) => from.startsWith(prefix))) at('from', `${from} is where the site keeps its own files`);
    else if (fromIndex.has(from)) at('from', `${from} is already redirected by redirects.${fromIndex.get(from)}`);
    else fromIndex.set(from, index);

    const [path = ''] = to.split('#', 1);
    const target = byPath.get(path);
    if (!path) at('to', `${to} names an anchor alone: write the page too, such as /services/${to}`);
    else if (path === from) at('to', `${to} sends visitors back to the old address itself (a loop)`);
    else if (redirects.some((other) => other.from === path)) at('to', `${path} is itself redirected in this file: send visitors straight to where it goes (a redirect to a redirect is a chain)`);
    else if (target?.kind === 'redirect') at('to', `${path} only redirects to ${target.redirectTo}: send visitors straight there (a redirect to a redirect is a chain)`);
    else if (!target || servedAsNotFound(target)) at('to', `${path} is not a page of this site`);
  });
  return issues;
}

/** `routes` followed by the owner's redirects; throws a ContentError naming the file and field of each bad one. */
export function withOwnerRedirects(routes: readonly SiteRoute[], page: PageLoader, redirects = ownerRedirects, file = redirectsFileShown): SiteRoute[] {
  const issues = ownerRedirectIssues(redirects, routes, file);
  if (issues.length > 0) throw new ContentError('The redirects are invalid', issues);
  recordLinks(redirects.map(({ to }, index) => ({ file, field: `redirects.${index}.to`, href: to })));
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return [...routes, ...redirects.map(({ from, to }) => redirectRoute(from, byPath.get(to.split('#', 1)[0]!)!, page, to))];
}
