/**
 * Every page made of blocks, one content file each in `src/content/pages/`: the site's own pages,
 * each in a file named as its address in `paths` (home.yml, at /), which must be there and keep that
 * address, and the owner's pages at /<URL name>/. Routes, menus, the sitemap and every check of the
 * built site follow from the files: a new page of the owner's is a new file, no code.
 */
import { paths } from '../paths.ts';
import { adminPath } from '../admin/adminPath.ts';
import { ContentError, type ContentIssue } from './contentIssues.ts';
import { loadContentFile, type PageContent } from './contentFile.ts';
import { blockImageIssues } from './blockImages.ts';
import { contentFolder } from './dataFile.ts';
import { blockPageSchema, type BlockPage } from './blockPageSchema.ts';
import { buildTime, isDue } from './publication.ts';
import { urlNameIssues } from './urlNames.ts';

export const pagesFolder = 'pages';
export const ownPageNames = ['home', 'about', 'solutions', 'services', 'contact', 'pricing', 'booking'] as const;
export type OwnPageName = (typeof ownPageNames)[number];

/** A page made of blocks and the file it comes from (messages about it name the file); an owner's has a URL name. */
export type LoadedBlockPage = BlockPage & { file: string };
export type LoadedLandingPage = LoadedBlockPage & { slug: string };

/** The address of the owner's page with URL name `slug`. */
export const landingPath = (slug: string) => `/${slug}/`;

const ownPageFile = (name: string) => `src/content/${pagesFolder}/${name}.yml`;

/** The site's own page whose file is `file`, or undefined for a page of the owner's. */
export const ownPageOf = (file: string): OwnPageName | undefined => ownPageNames.find((name) => ownPageFile(name) === file);

/** The address of the page in `file`. */
export function blockPagePath(file: string, page: Pick<BlockPage, 'slug'>): string {
  const own = ownPageOf(file);
  return own ? paths[own] : landingPath(page.slug ?? '');
}

/** First path segments the site already answers: its fixed pages, the blog and services folders, the editor, the build's assets and static images. */
const takenNames = new Set([...Object.values(paths), adminPath, '/assets/', '/images/'].map((path) => path.split('/')[1]?.replace(/\.html$/, '')).filter(Boolean));

/** The fields only the owner's pages set: an own page keeps its address, is always on the site and has its own place in the menus and search listings. */
export const ownersFields = ['slug', 'formerSlugs', 'publishAt', 'cardLabel', 'menu', 'menuLabel', 'noindex'] as const;

function ownPageIssues(page: LoadedBlockPage, name: OwnPageName): ContentIssue[] {
  const reason = `only a page of your own can have this: ${paths[name]} is one of the site's own pages, with its fixed address, always on the site and in its own place in the menus; leave it empty`;
  // Left out, or as they are when left out (no menu, in search engines).
  return ownersFields.filter((field) => ![undefined, 'none', false].includes(page[field] as never)).map((field) => ({ file: page.file, field, reason }));
}

/** An owner's page's URL name: missing, or one the site already answers or keeps for the file of one of its own pages. */
function urlNameProblems(page: LoadedBlockPage): ContentIssue[] {
  if (page.slug === undefined) return [{ file: page.file, field: 'slug', reason: 'is empty: a page of your own needs a URL name, its address' }];
  return [page.slug, ...(page.formerSlugs ?? [])].flatMap((name, index) => {
    const field = index === 0 ? 'slug' : `formerSlugs.${index - 1}`;
    if (takenNames.has(name)) return [{ file: page.file, field, reason: `${landingPath(name)} is already an address of the site (or the start of one): ${index === 0 ? 'choose another URL name' : 'it cannot send visitors here, remove it'}` }];
    return (ownPageNames as readonly string[]).includes(name) ? [{ file: page.file, field, reason: `${name} is the file name of one of the site's own pages (${ownPageFile(name)}): choose another URL name` }] : [];
  });
}

/** Problems only the whole folder (or the disk) shows: an own page missing or moved, an address taken, a rename that dropped the old name, an image missing. */
export function blockPageIssues(pages: readonly LoadedBlockPage[]): ContentIssue[] {
  const issues = pages.flatMap((page) => {
    const own = ownPageOf(page.file);
    return [...(own ? ownPageIssues(page, own) : urlNameProblems(page)), ...blockImageIssues(page.blocks, page.file)];
  });
  for (const name of ownPageNames.filter((own) => !pages.some((page) => page.file === ownPageFile(own)))) {
    issues.push({ file: ownPageFile(name), field: '(file)', reason: `is missing: the page at ${paths[name]} is one of the site's own pages and cannot be deleted; restore the file` });
  }
  const owners = pages.filter((page): page is LoadedLandingPage => !ownPageOf(page.file) && page.slug !== undefined);
  return [...issues, ...urlNameIssues(owners, landingPath)];
}

/** Every page's file, read and validated, its links recorded for the build's check (a page to be published later: all but those into itself). */
function loadBlockPages(): LoadedBlockPage[] {
  const loaded = contentFolder(pagesFolder).map((relativePath) => {
    const file = `src/content/${relativePath}`;
    return { ...loadContentFile(relativePath, blockPageSchema, (page) => blockPagePath(file, page)), file };
  });
  const issues = blockPageIssues(loaded);
  if (issues.length > 0) throw new ContentError('A page made of blocks is invalid', issues);
  return loaded;
}

const blockPages = loadBlockPages();

/** The site's own page `name`, loaded: where it is, its schema, its address and its words. */
export function ownPage(name: OwnPageName): PageContent<typeof blockPageSchema> {
  const content = blockPages.find((page) => page.file === ownPageFile(name));
  if (!content) throw new Error(`${ownPageFile(name)} was not loaded`);
  return { file: `${pagesFolder}/${name}.yml`, schema: blockPageSchema, path: paths[name], content };
}

/** The owner's pages, by URL name; a page to be published later still claims its address (above), but is on no page, menu or sitemap yet. */
export const landingPages: readonly LoadedLandingPage[] = blockPages
  .filter((page): page is LoadedLandingPage => !ownPageOf(page.file) && isDue(page.publishAt, buildTime))
  .sort((a, b) => a.slug.localeCompare(b.slug));
