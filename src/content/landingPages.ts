/**
 * The pages the owner builds from blocks, one content file each in `src/content/landing/`. Routes,
 * menus, the sitemap and every check of the built site follow from this list: a new page is a new
 * file, no code.
 */
import { paths } from '../paths.ts';
import { adminPath } from '../admin/adminPath.ts';
import { ContentError, type ContentIssue } from './contentIssues.ts';
import { loadContentFile } from './contentFile.ts';
import { contentFolder, staticFileExists } from './dataFile.ts';
import { landingPageSchema, type LandingPage } from './landingPageSchema.ts';

/** A page made of blocks and the file it comes from (messages about it name the file). */
export type LoadedLandingPage = LandingPage & { file: string };

export const landingFolder = 'landing';

/** The address of the page with URL name `slug`. */
export const landingPath = (slug: string) => `/${slug}/`;

/** First path segments the site already answers: its fixed pages, the blog and services folders, the editor, the build's assets and static images. */
const takenNames = new Set([...Object.values(paths), adminPath, '/assets/', '/images/'].map((path) => path.split('/')[1]?.replace(/\.html$/, '')).filter(Boolean));

/** Problems only the whole list (or the disk) shows: an address taken, an image missing. */
export function landingPageIssues(pages: readonly LoadedLandingPage[]): ContentIssue[] {
  const claimed = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const page of pages) {
    const owner = claimed.get(page.slug);
    if (takenNames.has(page.slug)) issues.push({ file: page.file, field: 'slug', reason: `/${page.slug}/ is already an address of the site (or the start of one): choose another URL name` });
    else if (owner) issues.push({ file: page.file, field: 'slug', reason: `${landingPath(page.slug)} is already the address of ${owner}` });
    else claimed.set(page.slug, page.file);
    page.blocks.forEach((block, index) => {
      if (block.kind === 'imageText' && !staticFileExists(block.image)) issues.push({ file: page.file, field: `blocks.${index}.image`, reason: `${block.image} does not exist under static/` });
    });
  }
  return issues;
}

function loadLandingPages(): LoadedLandingPage[] {
  const loaded = contentFolder(landingFolder).map((file) => ({ ...loadContentFile(file, landingPageSchema, (page) => landingPath(page.slug)), file: `src/content/${file}` }));
  const issues = landingPageIssues(loaded);
  if (issues.length > 0) throw new ContentError('A page made of blocks is invalid', issues);
  return [...loaded].sort((a, b) => a.slug.localeCompare(b.slug));
}

export const landingPages: readonly LoadedLandingPage[] = loadLandingPages();
