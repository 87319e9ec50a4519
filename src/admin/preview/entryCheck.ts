/**
 * What the build would refuse of the entry being edited, checked in the editor against the rest of
 * the site: its template's checks (the schema, a page's address among the others') and its links,
 * to the site's pages as built and to the entry's own page as the preview draws it. The preview
 * pane shows the problems as the owner types; Save and Publish are refused naming them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentError, type ContentIssue } from '../../content/contentIssues.ts';
import { anchorsByPage, anchorsIn, contentLinkIssues, linksIn } from '../../content/contentLinks.ts';
import { ownerRedirectIssues } from '../../content/redirectIssues.ts';
import { redirectsDataFile } from '../../content/redirectsSchema.ts';
import { withoutStega } from '../../content/stega.ts';
import type { SnapshotPage } from './snapshot.ts';
import type { PreviewTemplate } from './templates.tsx';

/** The pages of the built site a link may name, and their anchors. */
interface SitePages {
  pages: readonly SnapshotPage[];
  anchorsOf: (path: string) => ReadonlySet<string> | undefined;
}

export const sitePagesOf = (pages: readonly SnapshotPage[]): SitePages => ({ pages, anchorsOf: anchorsByPage(pages) });

/** The entry's page as markup; throws a ContentError for what the build would refuse of it. */
export function checkedMarkup(template: PreviewTemplate, data: unknown, site: SitePages, file?: string): string {
  const { page, links } = template(data, file);
  const html = renderToStaticMarkup(page);
  if (!links) return html;
  const own = links.page;
  // The entry's own page as it now reads: a new page, a renamed one, or anchors just added.
  const targets = own === undefined ? site.pages : [...site.pages.filter((candidate) => candidate.path !== own), { path: own }];
  const anchorsOf = (path: string) => (path === own ? anchorsIn(html) : site.anchorsOf(path));
  const issues = contentLinkIssues(linksIn(withoutStega(data).clean, links.file, own), targets, anchorsOf);
  if (issues.length > 0) throw new ContentError(`${links.file} links to pages or anchors the site does not have`, issues);
  return html;
}

/**
 * What the build would refuse of the redirects (Site settings → Redirects, which has no preview):
 * each checked against the site's pages as built, less the redirects it replaces, and each target's
 * anchor against its page.
 */
export function redirectsIssues(data: unknown, published: readonly { from: string }[], site: SitePages): ContentIssue[] {
  const file = `src/content/data/${redirectsDataFile}`;
  const written = (data as { redirects?: readonly Partial<Record<'from' | 'to', unknown>>[] }).redirects ?? [];
  // An item still missing a field is refused by the field itself.
  const redirects = written.map(({ from, to }) => ({ from: typeof from === 'string' ? from : '', to: typeof to === 'string' ? to : '' }));
  const replaced = new Set(published.map((redirect) => redirect.from));
  const pages = site.pages.filter((page) => !replaced.has(page.path));
  const issues = ownerRedirectIssues(redirects, pages, file);
  const links = redirects.map(({ to }, index) => ({ file, field: `redirects.${index}.to`, href: to }));
  return issues.length > 0 ? issues : contentLinkIssues(links, pages, site.anchorsOf);
}

/** Thrown by the editor's save and publish hooks: Decap's toast shows its text as it is (without "Error:"). */
class RefusedChange extends Error {
  override toString(): string {
    return this.message;
  }
}

/** The refusal the owner reads when the build would refuse the entry: each problem with its field (as the form labels it: fieldNames.ts). */
export function refusal(action: 'saved' | 'published', issues: readonly ContentIssue[]): RefusedChange {
  const problems = issues.map((issue) => (issue.field ? `${issue.field}: ${issue.reason}` : issue.reason)).join('; ');
  return new RefusedChange(`the site would refuse this change, so it is not ${action}. ${problems}. Correct it, then ${action === 'saved' ? 'save' : 'save and publish'} again.`);
}
