/**
 * The editor's (Decap CMS) config.yml, generated at build from the schemas the build validates
 * with: every collection's fields come from its schema (src/admin/schemaFields.ts), so a field
 * added to a schema is in the editor, with its label, hint and checks.
 */
import { z } from 'zod';
import { siteDataFile, siteDataSchema, siteUrl } from '../site.ts';
import { postBodySchema, postMetaSchema } from '../content/blog/schema.ts';
import { pricingDataFile, pricingDataSchema } from '../content/pricing.ts';
import { redirectsDataFile, redirectsDataSchema } from '../content/redirects.ts';
import type { CmsBackend } from './cmsBackend.ts';
import { clickToEdit, contentCollections } from './contentCollections.ts';
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
    collections: [
      {
        name: 'posts',
        label: 'Blog posts',
        label_singular: 'Blog post',
        description: 'Articles on /blog/. Saving one rebuilds the site; a problem stops the build with the file and field named.',
        folder: 'src/content/posts',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        slug: '{{fields.slug}}',
        identifier_field: 'title',
        editor: clickToEdit,
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title', 'category'],
        fields: postFields(nextPostId),
      },
      ...contentCollections(),
      {
        name: 'pricing',
        label: 'Pricing',
        editor: clickToEdit,
        files: [{ name: 'pricing', label: 'Plans, add-ons and FAQs', file: `src/content/data/${pricingDataFile}`, fields: fieldsOf(pricingDataSchema) }],
      },
      {
        name: 'settings',
        label: 'Site settings',
        editor: { preview: false },
        files: [
          { name: 'identity', label: 'Firm identity and contacts', file: `src/content/data/${siteDataFile}`, fields: fieldsOf(siteDataSchema) },
          { name: 'redirects', label: 'Redirects (old addresses)', file: `src/content/data/${redirectsDataFile}`, fields: fieldsOf(redirectsDataSchema) },
        ],
      },
    ],
  };
}
