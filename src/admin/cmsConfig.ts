/**
 * The editor's (Decap CMS) config.yml, generated at build from the schemas the build validates
 * with: every collection's fields come from its schema (src/admin/schemaFields.ts), so a field
 * added to a schema is in the editor, with its label, hint and checks.
 */
import { z } from 'zod';
import { siteDataFile, siteDataSchema, siteUrl } from '../site.ts';
import { postBodySchema, postMetaSchema } from '../content/blog/schema.ts';
import { pricingDataFile, pricingDataSchema } from '../content/pricing.ts';
import { redirectsDataFile, redirectsDataSchema } from '../content/redirectsSchema.ts';
import type { CmsBackend } from './cmsBackend.ts';
import { clickToEdit, contentCollections, postAddress } from './contentCollections.ts';
import { paths } from '../paths.ts';
import { tokenGuide } from '../content/tokens.ts';
import { fieldsOf } from './schemaFields.ts';

/** A post's file: its front matter, then its article. */
const postSchema = z.strictObject({ ...postMetaSchema.shape, body: postBodySchema });

/** The fields of a post, in the order its front matter is written; a new post gets the next free number. */
const postFields = (nextId: number) =>
  // A post's front matter names no figure in braces: its texts are checked for length alone.
  fieldsOf(postSchema, { figures: false, overrides: { id: { default: nextId, hint: `Unique for each post; ${nextId} is the next free number.` } } });

export interface CmsConfigOptions {
  backend: CmsBackend;
  localBackendUrl: string;
  /** The next free post number (one more than the highest). */
  nextPostId: number;
}

/** The editor's collections, each entry's form made from its schema (the preview names a field by its label there: fieldNames.ts). */
export function cmsCollections(nextPostId: number) {
  return [
    {
      name: 'posts',
      label: 'Blog posts',
      label_singular: 'Blog post',
      description: 'Articles on /blog/. Save keeps a draft; Publish puts it on the site. The preview shows the article as it will look, or says what to change first.',
      folder: 'src/content/posts',
      extension: 'md',
      format: 'yaml-frontmatter',
      create: true,
      slug: '{{fields.slug}}',
      identifier_field: 'title',
      editor: clickToEdit,
      summary: `{{fields.title}} · ${postAddress('slug')} · {{fields.date | date('D MMM YYYY')}}`,
      preview_path: postAddress('slug'),
      sortable_fields: ['date', 'title', 'category'],
      fields: postFields(nextPostId),
    },
    ...contentCollections(),
    {
      name: 'pricing',
      label: 'Pricing',
      editor: clickToEdit,
      files: [{ name: 'pricing', label: 'Plans, add-ons and FAQs', file: `src/content/data/${pricingDataFile}`, preview_path: paths.pricing, fields: fieldsOf(pricingDataSchema) }],
    },
    {
      name: 'settings',
      label: 'Site settings',
      description: `The firm's name, people, contacts and claims, and the old addresses that send visitors on. Any text of the site may name one of these figures in braces, and the site fills it in, so the words always agree with the settings: ${tokenGuide}.`,
      editor: { preview: false },
      files: [
        { name: 'identity', label: 'Firm identity and contacts', file: `src/content/data/${siteDataFile}`, preview_path: paths.contact, fields: fieldsOf(siteDataSchema) },
        { name: 'redirects', label: 'Redirects (old addresses)', file: `src/content/data/${redirectsDataFile}`, preview_path: paths.home, fields: fieldsOf(redirectsDataSchema) },
      ],
    },
  ];
}

/** The whole config.yml, as an object. */
export function cmsConfig({ backend, localBackendUrl, nextPostId }: CmsConfigOptions) {
  return {
    backend,
    local_backend: { url: localBackendUrl },
    // A save is a draft (a branch and, on GitHub, a pull request); the site changes only when the owner publishes.
    publish_mode: 'editorial_workflow',
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: '/favicon.svg',
    media_folder: 'static/images/blog',
    public_folder: '/images/blog',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: cmsCollections(nextPostId),
  };
}
