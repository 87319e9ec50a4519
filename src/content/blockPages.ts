/**
 * Every page made of blocks, one content file each in `src/content/pages/`: the site's own pages,
 * each a file named after it at an address of its own (the home page at /), which must be there and
 * keep that address, and the owner's pages at /<URL name>/. Routes, menus, the sitemap and every
 * check of the built site follow from the files: a new page of the owner's is a new file, no code.
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

/** The site's own pages made of blocks, by their file's name, at their fixed addresses. */
export const ownPageAddresses = {
  home: paths.home,
  about: paths.about,
  solutions: paths.solutions,
  services: paths.services,
  contact: paths.contact,
  pricing: paths.pricing,
  booking: paths.booking,
} as const;

export type OwnPageName = keyof typeof ownPageAddresses;

/** A page made of blocks and the file it comes from (messages about it name the file). */
export type LoadedBlockPage = BlockPage & { file: string };

/** A page of the owner's: at its URL name. */
export type LoadedLandingPage = LoadedBlockPage & { slug: string };

/** The address of the owner's page with URL name `slug`. */
export const landingPath = (slug: string) => `/${slug}/`;

/** The file of the site's own page `name`, as messages name it. */
const ownPageFile = (name: string) => `src/content/${pagesFolder}/${name}.yml`;

/** The site's own page whose file is `file`, or undefined for a page of the owner's. */
export function ownPageOf(file: string): OwnPageName | undefined {
  return (Object.keys(ownPageAddresses) as OwnPageName[]).find((name) => ownPageFile(name) === file);
}

/** First path segments the site already answers: its fixed pages, the blog and services folders, the editor, the build's assets and static images. */
const takenNames = new Set([...Object.values(paths), adminPath, '/assets/', '/images/'].map((path) => path.split('/')[1]?.replace(/\.html$/, '')).filter(Boolean));

/** What only the owner's pages have: an own page keeps its address, is always on the site, and has its place in the menus and search listings. */
const ownersFields = ['slug', 'formerSlugs', 'publishAt', 'cardLabel', 'menuLabel'] as const;

/** An own page's problems: a field that would move it, schedule it or list it elsewhere. */
function ownPageIssues(page: LoadedBlockPage, name: OwnPageName): ContentIssue[] {
  const reason = `only a page of your own can have this: ${ownPageAddresses[name]} is one of the site's own pages, with its fixed address, always on the site and in its own place in the menus; leave it empty`;
  const fields = [...ownersFields.filter((field) => page[field] !== undefined), ...(page.menu === 'none' ? [] : ['menu']), ...(page.noindex ? ['noindex'] : [])];
  return fields.map((field) => ({ file: page.file, field, reason }));
}

/** An owner's page's problems but those with the others: a URL name missing, or one the site already answers or keeps for one of its own pages. */
function ownersPageIssues(page: LoadedBlockPage): ContentIssue[] {
  if (page.slug === undefined) return [{ file: page.file, field: 'slug', reason: 'is empty: a page of your own needs a URL name, its address' }];
  return [page.slug, ...(page.formerSlugs ?? [])].flatMap((name, index) => {
    const field = index === 0 ? 'slug' : `formerSlugs.${index - 1}`;
    if (takenNames.has(name)) return [{ file: page.file, field, reason: `${landingPath(name)} is already an address of the site (or the start of one): ${index === 0 ? 'choose another URL name' : 'it cannot send visitors here, remove it'}` }];
    if (name in ownPageAddresses) return [{ file: page.file, field, reason: `${name} is the file name of one of the site's own pages (${ownPageFile(name)}): choose another URL name` }];
    return [];
  });
}

/** Problems only the whole folder (or the disk) shows: an own page missing or moved, an address taken, a rename that dropped the old name, an image missing. */
export function blockPageIssues(pages: readonly LoadedBlockPage[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const owners: LoadedLandingPage[] = [];
  for (const page of pages) {
    const own = ownPageOf(page.file);
    if (own) issues.push(...ownPageIssues(page, own));
    else issues.push(...ownersPageIssues(page));
    if (!own && page.slug !== undefined) owners.push({ ...page, slug: page.slug });
    issues.push(...blockImageIssues(page.blocks, page.file));
  }
  const missing = (Object.keys(ownPageAddresses) as OwnPageName[]).filter((name) => !pages.some((page) => page.file === ownPageFile(name)));
  for (const name of missing) issues.push({ file: ownPageFile(name), field: '(file)', reason: `is missing: the page at ${ownPageAddresses[name]} is one of the site's own pages and cannot be deleted; restore the file` });
  return [...issues, ...urlNameIssues(owners, landingPath)];
}

/** The address of the page in `file`, as written. */
export function blockPagePath(file: string, page: Pick<BlockPage, 'slug'>): string {
  const own = ownPageOf(file);
  return own ? ownPageAddresses[own] : landingPath(page.slug ?? '');
}

/** A page's file, read and validated, its links recorded for the build's check (a page to be published later: all but those into itself). */
function loadBlockPage(relativePath: string): LoadedBlockPage {
  const data = loadContentFile(relativePath, blockPageSchema, (page) => blockPagePath(`src/content/${relativePath}`, page));
  return { ...data, file: `src/content/${relativePath}` };
}

function loadBlockPages(): LoadedBlockPage[] {
  const loaded = contentFolder(pagesFolder).map(loadBlockPage);
  const issues = blockPageIssues(loaded);
  if (issues.length > 0) throw new ContentError('A page made of blocks is invalid', issues);
  return loaded;
}

const blockPages = loadBlockPages();

/** The site's own page `name`, loaded: where it is, its schema, its address and its words. */
export function ownPage(name: OwnPageName): PageContent<typeof blockPageSchema> {
  const file = `${pagesFolder}/${name}.yml`;
  const content = blockPages.find((page) => page.file === `src/content/${file}`);
  if (!content) throw new Error(`${ownPageFile(name)} was not loaded`);
  return { file, schema: blockPageSchema, path: ownPageAddresses[name], content };
}

/** The owner's pages, by URL name; a page to be published later still claims its address (above), but is on no page, menu or sitemap yet. */
export const landingPages: readonly LoadedLandingPage[] = blockPages
  .filter((page): page is LoadedLandingPage => !ownPageOf(page.file) && isDue(page.publishAt, buildTime))
  .sort((a, b) => a.slug.localeCompare(b.slug));
