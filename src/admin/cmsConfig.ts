/**
 * The editor's (Decap CMS) config.yml, generated at build from the same TypeScript the build
 * validates with: the category and author lists, the post patterns, the data files' names. A unit
 * test holds every collection's fields to its zod schema (names, required, options, patterns).
 */
import { z } from 'zod';
import { siteDataFile, siteDataSchema, sitePatterns, siteUrl } from '../site.ts';
import { authorNames } from '../content/blog/authors.ts';
import { postCategories } from '../content/blog/categories.ts';
import { READ_TIME_MINUTES, WORDS_PER_MINUTE } from '../content/blog/constants.ts';
import { MAX_PAGE_TITLE, postMetaSchema, postPatterns } from '../content/blog/schema.ts';
import { pricingDataFile } from '../content/pricing.ts';
import { redirectsDataFile, redirectsDataSchema } from '../content/redirects.ts';
import { publication } from '../content/publication.ts';
import { tokenList } from '../content/tokens.ts';
import type { CmsBackend } from './cmsBackend.ts';
import type { CmsField } from './cmsField.ts';
import { clickToEdit, contentCollections } from './contentCollections.ts';
import { contentText, length, pattern } from './fieldPatterns.ts';
import { fieldsOf } from './schemaFields.ts';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, index) => min + index).join('|');

const string = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({ name, label, widget: 'string', ...extra });
const text = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({ name, label, widget: 'text', ...extra });
const object = (name: string, label: string, fields: readonly CmsField[], extra: Partial<CmsField> = {}): CmsField => ({ name, label, widget: 'object', fields, ...extra });
const wholeNumber = (name: string, label: string, min: number, max?: number, extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'number',
  value_type: 'int',
  min,
  ...(max === undefined ? {} : { max }),
  ...extra,
});
const date = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({
  name,
  label,
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
  ...extra,
});

/** The fields of a post, in the order its front matter is written. */
export function postFields(nextId: number): CmsField[] {
  return [
    wholeNumber('id', 'Post number', 1, undefined, { default: nextId, hint: `Unique for each post; ${nextId} is the next free number.` }),
    string('slug', 'URL name', {
      pattern: pattern(postPatterns.slug, 'Lowercase letters and digits joined by single hyphens'),
      hint: 'The post lives at /blog/<URL name>/. Renaming it keeps the old address working: the editor adds the old name to the old URL names when you save.',
      visualEditing: false,
    }),
    ...fieldsOf(z.object({ formerSlugs: postMetaSchema.shape.formerSlugs })),
    string('title', 'Title', { pattern: length(10), hint: `Over ${MAX_PAGE_TITLE} characters, also write a short title below for the browser tab.` }),
    string('seoTitle', 'Short title for the browser tab', { required: false, pattern: length(10, MAX_PAGE_TITLE), hint: 'Only when the title is too long.' }),
    text('excerpt', 'Excerpt', { pattern: length(70, 160), hint: 'One or two sentences: shown on the blog list and as the page description in search results.' }),
    { name: 'category', label: 'Category', widget: 'select', options: postCategories },
    { name: 'author', label: 'Author', widget: 'select', options: authorNames, default: authorNames[0] },
    date('date', 'Publication date', { hint: 'For a post published later, the day of "Publish on".' }),
    ...fieldsOf(z.object(publication)),
    date('updated', 'Last updated', { required: false, hint: 'After a substantive edit; not before the publication date.' }),
    string('readTime', 'Read time', {
      pattern: [`^(${range(READ_TIME_MINUTES.min, READ_TIME_MINUTES.max)}) min read$`, `Like "7 min read", from ${READ_TIME_MINUTES.min} to ${READ_TIME_MINUTES.max} min`],
      hint: `About ${WORDS_PER_MINUTE} words a minute.`,
    }),
    {
      name: 'image',
      label: 'Cover image',
      widget: 'image',
      choose_url: false,
      // No pattern: Decap checks an image's pattern against something other than the path it saves, and
      // refuses every upload. The build checks the path (and that the file exists) and names the field.
      hint: 'A 1600×900 .jpg, .png, .webp or .avif; name the file in lowercase letters, digits and hyphens before uploading.',
    },
    string('imageAlt', 'Cover image description', { pattern: length(10), hint: 'What the picture shows, for readers who cannot see it.' }),
    { name: 'tags', label: 'Tags', widget: 'list', min: 1, max: 8, hint: 'Separated by commas; 1 to 8 tags.' },
    string('views', 'Views', { default: '0', pattern: pattern(postPatterns.formattedCount, 'A count such as 2,847 or 12.4K') }),
    string('likes', 'Likes', { default: '0', pattern: pattern(postPatterns.formattedCount, 'A count such as 2,847 or 12.4K') }),
    {
      name: 'body',
      label: 'Article',
      widget: 'markdown',
      // The title is the page's only h1: sections start at level 2.
      buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'heading-four', 'quote', 'bulleted-list', 'numbered-list'],
      editor_components: [],
      hint: 'Start sections with "Heading 2"; the title above is the only heading 1.',
    },
  ];
}

const email = (name: string, label: string) => string(name, label, { pattern: pattern(z.regexes.email, 'An e-mail address') });
const figure = (name: string, label: string, example: string) => string(name, label, { pattern: pattern(sitePatterns.figure, `A figure such as ${example}`) });

/** The analytics group, its labels and hints read from the schema. */
function analyticsFields(): CmsField {
  const { shape } = siteDataSchema.shape.analytics;
  const words = (schema: z.ZodType) => ({ label: schema.meta()?.label ?? '', ...(schema.meta()?.hint ? { hint: schema.meta()?.hint } : {}) });
  return {
    name: 'analytics',
    widget: 'object',
    ...words(siteDataSchema.shape.analytics),
    fields: [
      { name: 'enabled', widget: 'boolean', default: false, ...words(shape.enabled) },
      string('endpoint', '', { pattern: pattern(sitePatterns.analyticsEndpoint, 'An https:// address'), ...words(shape.endpoint) }),
      string('domain', '', { pattern: pattern(sitePatterns.domain, 'A domain such as halegrowth.example'), ...words(shape.domain) }),
    ],
  };
}

/** The fields of `site.yml`. */
export const siteFields: readonly CmsField[] = [
  string('name', 'Company name', { pattern: contentText(2) }),
  string('shortName', 'Short name', { pattern: contentText(2), hint: 'Under the icon on a phone home screen.' }),
  string('tagline', 'Tagline', { pattern: contentText(10) }),
  wholeNumber('established', 'Year established', 1900, 2100),
  string('governingLaw', 'Governing law (state)', { pattern: contentText(2), hint: 'Named in the terms of service.' }),
  object('founder', 'Founder', [
    string('name', 'Full name', { pattern: contentText(3), hint: 'Posts are signed with this name.' }),
    string('firstName', 'First name', { pattern: contentText(2) }),
    string('role', 'Role', { pattern: contentText(3) }),
    string('linkedIn', 'LinkedIn profile', { pattern: pattern(sitePatterns.linkedInProfile, 'Like https://www.linkedin.com/in/morgan-hale') }),
  ]),
  object('emails', 'E-mail addresses', [email('general', 'General'), email('founder', 'Founder')]),
  string('phone', 'Phone', {
    pattern: [`^(?=(\\D*\\d){10,15}\\D*$)${sitePatterns.phone.source.slice(1)}`, 'A phone number with 10 to 15 digits, such as +1 (812) 555-0147'],
    hint: 'As it is printed; the link dials its digits.',
  }),
  object('office', 'Office', [
    string('street', 'Street address', { pattern: contentText(3) }),
    string('city', 'City', { pattern: contentText(2) }),
    string('region', 'State code', { pattern: ['^[A-Z]{2}$', 'Two capital letters, such as IN'] }),
    string('regionName', 'State', { pattern: contentText(2) }),
    string('postalCode', 'ZIP code', { pattern: ['^\\d{5}(-\\d{4})?$', 'A ZIP code such as 47201'] }),
    string('country', 'Country', { pattern: contentText(2) }),
  ]),
  object('social', 'Social profiles', [
    string('linkedIn', 'LinkedIn company page', { pattern: pattern(sitePatterns.linkedInCompany, 'Like https://www.linkedin.com/company/hale-growth-partners') }),
    string('twitter', 'Twitter (X) profile', { pattern: pattern(sitePatterns.twitter, 'Like https://twitter.com/halegrowth') }),
  ]),
  string('scheduler', 'Booking calendar address', {
    pattern: pattern(sitePatterns.https, 'An https:// address'),
    hint: 'The scheduling page embedded on the book-a-call page (it must allow being framed).',
  }),
  analyticsFields(),
  object('claims', 'Figures the copy repeats', [
    figure('yearsExperience', 'Years of experience', '15+'),
    wholeNumber('daysToFirstResults', 'Days to first results', 1, 365),
    wholeNumber('guaranteeDays', 'Satisfaction guarantee (days)', 1, 365),
    figure('averageRevenueGrowth', 'Average revenue growth', '300%+'),
    figure('cacReduction', 'Customer acquisition cost reduction', '40-60%'),
  ]),
];

const dollars = (name: string, label: string) => wholeNumber(name, label, 1, undefined, { hint: 'Whole US dollars a month, without $ or commas.' });
const placeholderHint = `May name a figure from the settings: ${tokenList}.`;

/** The fields of `pricing.yml`. */
export const pricingFields: readonly CmsField[] = [
  {
    name: 'plans',
    label: 'Plans',
    widget: 'list',
    min: 3,
    max: 3,
    allow_add: false,
    // Three plans: open, so the owner sees every price at once.
    collapsed: false,
    summary: '{{fields.name}}: ${{fields.price}}',
    hint: 'The page shows three plans side by side; exactly one is marked popular.',
    fields: [
      string('name', 'Name', { pattern: contentText(2) }),
      string('subtitle', 'Subtitle', { pattern: contentText(5) }),
      dollars('price', 'Price per month'),
      text('description', 'Description', { pattern: contentText(20) }),
      { name: 'features', label: 'Features', widget: 'list', min: 1, field: string('feature', 'Feature', { pattern: contentText(3) }) },
      { name: 'popular', label: 'Most popular', widget: 'boolean', default: false },
    ],
  },
  {
    name: 'addOns',
    label: 'Add-on services',
    widget: 'list',
    min: 1,
    summary: '{{fields.name}}: ${{fields.price}}',
    fields: [string('name', 'Name', { pattern: contentText(2) }), dollars('price', 'Price per month'), text('description', 'Description', { pattern: contentText(20) })],
  },
  string('startLeadTime', 'Time to start', { pattern: contentText(3), hint: 'How soon an engagement starts after signing, such as "5-7 business days"; an FAQ can write {startLeadTime}.' }),
  {
    name: 'faqs',
    label: 'Questions and answers',
    widget: 'list',
    min: 1,
    summary: '{{fields.question}}',
    fields: [string('question', 'Question', { pattern: contentText(10), hint: placeholderHint }), text('answer', 'Answer', { pattern: contentText(20), hint: placeholderHint })],
  },
];

/** A dedicated article's post facts, edited as a post's front matter. */
function articleMetaField(nextPostId: number): CmsField {
  return object('meta', 'Post facts (as on every post)', postFields(nextPostId).filter((field) => field.name !== 'body'), { collapsed: true });
}

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
      ...contentCollections(articleMetaField(nextPostId)),
      {
        name: 'pricing',
        label: 'Pricing',
        editor: clickToEdit,
        files: [{ name: 'pricing', label: 'Plans, add-ons and FAQs', file: `src/content/data/${pricingDataFile}`, fields: pricingFields }],
      },
      {
        name: 'settings',
        label: 'Site settings',
        editor: { preview: false },
        files: [
          { name: 'identity', label: 'Firm identity and contacts', file: `src/content/data/${siteDataFile}`, fields: siteFields },
          { name: 'redirects', label: 'Redirects (old addresses)', file: `src/content/data/${redirectsDataFile}`, fields: fieldsOf(redirectsDataSchema) },
        ],
      },
    ],
  };
}
