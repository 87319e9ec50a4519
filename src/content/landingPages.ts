/**
 * The pages the owner builds from blocks, one content file each in `src/content/landing/`. Routes,
 * menus, the sitemap and every check of the built site follow from this list: a new page is a new
 * file, no code.
 */
import { paths } from '../paths.ts';
import { adminPath } from '../admin/adminPath.ts';
import { ContentError, type ContentIssue } from './contentIssues.ts';
import { loadContentFile } from './contentFile.ts';
import { blockImageIssues } from './blockImages.ts';
import { contentFolder } from './dataFile.ts';
import { landingPageSchema, type LandingPage } from './landingPageSchema.ts';
import { buildTime, isDue } from './publication.ts';
import { urlNameIssues } from './urlNames.ts';

/** A page made of blocks and the file it comes from (messages about it name the file). */
export type LoadedLandingPage = LandingPage & { file: string };

export const landingFolder = 'landing';

/** The address of the page with URL name `slug`. */
export const landingPath = (slug: string) => `/${slug}/`;

/** First path segments the site already answers: its fixed pages, the blog and services folders, the editor, the build's assets and static images. */
const takenNames = new Set([...Object.values(paths), adminPath, '/assets/', '/images/'].map((path) => path.split('/')[1]?.replace(/\.html$/, '')).filter(Boolean));

/** Problems only the whole list (or the disk) shows: an address taken, a rename that dropped the old name, an image missing. */
export function landingPageIssues(pages: readonly LoadedLandingPage[]): ContentIssue[] {
  const issues = urlNameIssues(pages, landingPath);
  for (const page of pages) {
    [page.slug, ...(page.formerSlugs ?? [])].forEach((name, index) => {
      const field = index === 0 ? 'slug' : `formerSlugs.${index - 1}`;
      if (takenNames.has(name)) issues.push({ file: page.file, field, reason: `${landingPath(name)} is already an address of the site (or the start of one): ${index === 0 ? 'choose another URL name' : 'it cannot send visitors here, remove it'}` });
    });
    issues.push(...blockImageIssues(page.blocks, page.file));
  }
  return issues;
}

/** A page's file, read and validated, its links recorded for the build's check (a page to be published later: all but those into itself). */
function loadLandingPage(relativePath: string): LoadedLandingPage {
  const data = loadContentFile(relativePath, landingPageSchema, (page) => landingPath(page.slug));
  return { ...data, file: `src/content/${relativePath}` };
}

function loadLandingPages(): LoadedLandingPage[] {
  const loaded = contentFolder(landingFolder).map(loadLandingPage);
  const issues = landingPageIssues(loaded);
  if (issues.length > 0) throw new ContentError('A page made of blocks is invalid', issues);
  // A page to be published later still claims its address (above), but is on no page, menu or sitemap yet.
  return loaded.filter((page) => isDue(page.publishAt, buildTime)).sort((a, b) => a.slug.localeCompare(b.slug));
}

export const landingPages: readonly LoadedLandingPage[] = loadLandingPages();
