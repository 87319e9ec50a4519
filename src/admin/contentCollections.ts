/**
 * The editor's collections for every page's words (beside the posts and settings of cmsConfig.ts):
 * every page made of blocks, the site's own and the owner's, in one folder; the other documents of
 * src/pages/sitePages.ts and the words every page shares, a file entry each; the services (each a
 * stack of blocks) and the two dedicated articles. Their fields come from the content schemas.
 */
import type { z } from 'zod';
import { cmoVsAgency, cmoVsAgencySchema } from '../content/blog/articles/cmoVsAgency.ts';
import { leanCanvas, leanCanvasSchema } from '../content/blog/articles/leanCanvas.ts';
import { landingPath, pagesFolder } from '../content/blockPages.ts';
import { blockPageSchema } from '../content/blockPageSchema.ts';
import { serviceSchema } from '../content/serviceSchema.ts';
import { blogUrls } from '../content/blog/urls.ts';
import { sharedWordsFile, sharedWordsSchema } from '../content/shared.ts';
import { fieldsOf } from './schemaFields.ts';
import { sitePages } from '../pages/sitePages.ts';
import { paths, servicePath } from '../paths.ts';

/** A content file the editor edits as one entry: its entry name (also its preview's), its label, its page's address, where it lives and its schema. */
export interface ContentEntry {
  name: string;
  label: string;
  /** The address "View Live" opens: the page's, or a template such as `/blog/{{fields.meta.slug}}/`. */
  address: string;
  /** Under src/content/, e.g. `pages/home.yml`. */
  file: string;
  schema: z.ZodType;
}

/** A post's page, by the field holding its URL name: "View Live" and the lists show it. */
export const postAddress = (slugField: string) => blogUrls(paths.blog).article(`{{fields.${slugField}}}`);

/**
 * In an entry's summary, its publication day when it has one, as the site's clocks read it (the day
 * the moment is written with): Decap's summary cannot compare it with now, and its `date` filter
 * would read "Invalid Date" for an entry without one, so the day is the moment cut after its tenth
 * character (truncate's ending must not be empty).
 */
const scheduledMark = "{{fields.publishAt | ternary(' · scheduled for ', '')}}{{fields.publishAt | truncate(10, ' ')}}";

/** The pages not made of blocks, in the order the editor lists them (each declared once, in src/pages/sitePages.ts), then the words on every page. */
export const documentEntries: readonly ContentEntry[] = [
  ...sitePages.filter(({ file }) => !file.startsWith(`${pagesFolder}/`)).map(({ name, label, path, file, schema }) => ({ name, label, address: path, file, schema })),
  { name: 'shared', label: 'Words on every page (menus, footer, buttons)', address: paths.home, file: sharedWordsFile, schema: sharedWordsSchema },
];

/** The dedicated articles: post facts as every post has them, then the copy their page lays out. */
export const articleEntries: readonly ContentEntry[] = [
  { name: 'lean-canvas', label: 'The Lean Canvas for B2B Founders', address: postAddress('meta.slug'), file: leanCanvas.file, schema: leanCanvasSchema },
  { name: 'cmo-vs-agency', label: 'Fractional CMO vs. Marketing Agency', address: postAddress('meta.slug'), file: cmoVsAgency.file, schema: cmoVsAgencySchema },
];

/** The collection of the services (also its preview's name). */
export const serviceCollectionName = 'services';

/** A new service starts with the top of a service page, its headline under a link back home; the owner stacks the rest. */
const newServiceBlocks = [{ kind: 'hero', backLink: true }];

/** The preview is the real page: a click on a text in it puts the cursor in the text's field. */
export const clickToEdit = { visualEditing: true } as const;
/** The collection of every page made of blocks (also its preview's name). */
export const pagesCollectionName = 'pages';

/** What every content collection says about the words in it; the figures in braces are explained once, in the site settings. */
const writingHelp =
  'Save keeps a draft; Publish puts it on the site. The preview shows the page as it will look, or says what to change first. Texts may name a figure in braces, such as {guaranteeDays}, which the site fills in: Site settings lists them all. Links name a page of this site, such as /services/crm/ or /services/crm/#platforms.';

/** A folder of YAML entries under src/content/, each file named after its URL name, the owner's to add to, previewed with click-to-edit. */
const entryFolder = (folder: string) => ({ folder: `src/content/${folder}`, extension: 'yml', format: 'yml', create: true, slug: '{{fields.slug}}', editor: clickToEdit });

const entryFile = (entry: ContentEntry) => ({ name: entry.name, label: entry.label, file: `src/content/${entry.file}`, preview_path: entry.address, fields: fieldsOf(entry.schema) });

/** The collections of the pages, the services and the dedicated articles. */
export function contentCollections() {
  return [
    {
      name: pagesCollectionName,
      label: 'Pages',
      label_singular: 'Page',
      description: `Every page made of blocks: the site's own (home, about, solutions, services, contact, pricing, booking), which keep their addresses and cannot be deleted, and pages of your own, such as a case study or a campaign landing page, at /<URL name>/. Stack the site's blocks (headline, figures, cards, steps, questions, text, a quote, an image, the plans, a booking band…) in any order. A page of your own joins the sitemap (unless kept out of search engines) and, if you choose, the header or footer menu. ${writingHelp}`,
      ...entryFolder(pagesFolder),
      identifier_field: 'title',
      summary: `{{fields.title}} · {{fields.slug | ternary('/', 'the site’s own page')}}{{fields.slug}}{{fields.slug | ternary('/', '')}}${scheduledMark}`,
      preview_path: landingPath('{{fields.slug}}'),
      sortable_fields: ['title', 'slug'],
      fields: fieldsOf(blockPageSchema),
    },
    {
      name: serviceCollectionName,
      label: 'Services',
      label_singular: 'Service',
      description: `Every service page, a stack of the site's blocks: its top first, then any blocks in any order (service groups, deliverables, figures, industries, phases, a results timeline, offerings, steps, the plans…) and a booking band. A new service gets its page at /services/<URL name>/, a place in the header and footer menus, a card on /services/ and a sitemap entry. ${writingHelp}`,
      ...entryFolder('services'),
      identifier_field: 'menuLabel',
      summary: `{{fields.menuLabel}} · ${servicePath('{{fields.slug}}')}${scheduledMark}`,
      preview_path: servicePath('{{fields.slug}}'),
      sortable_fields: ['position', 'menuLabel'],
      fields: fieldsOf(serviceSchema, { overrides: { blocks: { default: newServiceBlocks } } }),
    },
    { name: 'documents', label: 'Blog, legal pages and site-wide words', description: `The blog list and the words around every article, the privacy policy and terms, the page-not-found page and the words on every page. ${writingHelp}`, editor: clickToEdit, files: documentEntries.map(entryFile) },
    { name: 'articles', label: 'Dedicated articles', description: `The two articles with pages of their own. ${writingHelp}`, editor: clickToEdit, files: articleEntries.map(entryFile) },
  ];
}
