import { z } from 'zod';
import { site } from '../../site.ts';
import { authorNames } from './authors.ts';
import { postCategories } from './categories.ts';
import { READ_TIME_MINUTES, WORDS_PER_MINUTE } from './constants.ts';
import { dayOf, isIsoDate } from './formatDate.ts';
import { ContentError, schemaIssues, type ContentIssue } from '../contentIssues.ts';
import { MAX_PAGE_TITLE } from '../pageSeo.ts';
import { urlNameFields } from '../urlNames.ts';
import { postDate } from '../publication.ts';

const minutesInRange = Array.from({ length: READ_TIME_MINUTES.max - READ_TIME_MINUTES.min + 1 }, (_, index) => READ_TIME_MINUTES.min + index);

/** One check (so the editor checks it too): the form, and minutes in range; the message says which is wrong. */
const readTime = z
  .string({ error: 'must be text such as "7 min read"' })
  .regex(new RegExp(`^(${minutesInRange.join('|')}) min read$`), {
    error: (issue) => {
      const minutes = /^(\d+) min read$/.exec(String(issue.input))?.[1];
      return minutes === undefined
        ? `${JSON.stringify(issue.input)} must look like "7 min read"`
        : `${minutes} min is out of range; read times run ${READ_TIME_MINUTES.min}–${READ_TIME_MINUTES.max} min`;
    },
  })
  .meta({
    label: 'Read time',
    hint: `About ${WORDS_PER_MINUTE} words a minute.`,
    expected: `Like "7 min read", from ${READ_TIME_MINUTES.min} to ${READ_TIME_MINUTES.max} min`,
    // Read on the post's page, so a click on it in the preview finds its field.
    clickToEdit: true,
  });

/** A formatted count such as '2,847' or '12.4K'. */
const formattedCount = (label: string) =>
  z
    .string({ error: 'must be a formatted count in quotes, such as "2,847"' })
    .regex(/^(\d{1,3}(,\d{3})*|\d+(\.\d)?[KM])$/, { error: (issue) => `${JSON.stringify(issue.input)} must be a formatted count such as "2,847" or "12.4K"` })
    .meta({ label, default: '0', expected: 'A count such as 2,847 or 12.4K', clickToEdit: true });

const words = (min: number, what: string) => z.string({ error: `must be ${what}` }).trim().min(min, { error: `must be ${what}` });

const pageTitleTooLong = (length: number) => `is ${length} characters; the document title allows ${MAX_PAGE_TITLE} before " | ${site.name}"`;

/**
 * The front matter of a post (and the metadata of the two dedicated article pages). Strict, so a
 * misspelt field name fails instead of being ignored. Its labels and hints are the editor's fields.
 */
export const postMetaSchema = z
  .strictObject({
    id: z
      .number({ error: (issue) => `must be a whole number, not ${JSON.stringify(issue.input)}` })
      .int({ error: (issue) => `must be a whole number, not ${JSON.stringify(issue.input)}` })
      .positive({ error: 'must be a positive number' })
      .meta({ label: 'Post number', hint: 'Unique for each post.' }),
    slug: z
      .string({ error: 'must be text' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be lowercase letters and digits joined by single hyphens' })
      .meta({
        label: 'URL name',
        hint: 'The post lives at /blog/<URL name>/. Renaming it keeps the old address working: the editor adds the old name to the old URL names when you save.',
        expected: 'Lowercase letters and digits joined by single hyphens',
      }),
    formerSlugs: urlNameFields('/blog/<URL name>/').formerSlugs,
    title: words(10, 'a title of at least 10 characters').meta({ label: 'Title', hint: `Over ${MAX_PAGE_TITLE} characters, also write a short title below for the browser tab.` }),
    /** Shorter title for the document title when `title` is too long for it. */
    seoTitle: words(10, 'a title of at least 10 characters')
      .max(MAX_PAGE_TITLE, { error: (issue) => pageTitleTooLong(String(issue.input).length) })
      .meta({ label: 'Short title for the browser tab', hint: 'Only when the title is too long.' })
      .optional(),
    excerpt: words(70, 'an excerpt of 70–160 characters (it is also the page description)')
      .max(160, { error: (issue) => `is ${String(issue.input).length} characters; keep it to 160 (it is also the page description)` })
      .meta({ label: 'Excerpt', widget: 'text', hint: 'One or two sentences: shown on the blog list and as the page description in search results.' }),
    category: z
      .enum(postCategories, {
        error: (issue) => `unknown category ${JSON.stringify(issue.input)}; use one of: ${postCategories.join(', ')}`,
      })
      .meta({ label: 'Category' }),
    author: z
      .enum(authorNames, {
        error: (issue) => `unknown author ${JSON.stringify(issue.input)}; known authors: ${authorNames.join(', ')}`,
      })
      .meta({ label: 'Author', default: authorNames[0] }),
    date: postDate,
    /** Date of the last substantive edit. */
    updated: z
      .string({ error: 'must be a date written yyyy-mm-dd' })
      .refine(isIsoDate, { error: (issue) => `${JSON.stringify(issue.input)} is not a real calendar date in yyyy-mm-dd form` })
      .meta({ label: 'Last updated', widget: 'date', hint: 'After a substantive edit; not before the publication date.' })
      .optional(),
    readTime,
    image: z
      .string({ error: 'must be a site path' })
      .regex(/^\/images\/blog\/[a-z0-9-]+\.(jpg|png|webp|avif)$/, { error: 'must be a path such as /images/blog/<slug>.jpg' })
      .meta({ label: 'Cover image', widget: 'image', hint: 'A 1600×900 .jpg, .png, .webp or .avif; name the file in lowercase letters, digits and hyphens before uploading.' }),
    imageAlt: words(10, 'a description of the image of at least 10 characters').meta({ label: 'Cover image description', hint: 'What the picture shows, for readers who cannot see it.' }),
    tags: z
      .array(words(2, 'a tag of at least 2 characters').meta({ label: 'Tag' }), { error: 'must be a list of tags' })
      .min(1, { error: 'needs at least one tag' })
      .max(8, { error: 'has more than 8 tags' })
      .meta({ label: 'Tags', singular: 'tag', hint: 'One tag in each box: "Add tag" gives the next; 1 to 8 tags.' }),
    views: formattedCount('Views'),
    likes: formattedCount('Likes'),
  })
  .superRefine((post, context) => {
    // A short title of its own is held to the tab's length above; without one, the title is.
    if (!post.seoTitle && post.title.length > MAX_PAGE_TITLE) {
      context.addIssue({ code: 'custom', path: ['title'], message: `${pageTitleTooLong(post.title.length)}, so add a "Short title for the browser tab" (seoTitle)` });
    }
    if (post.updated && post.updated < dayOf(post.date)) {
      context.addIssue({ code: 'custom', path: ['updated'], message: `${post.updated} is before the publication date ${dayOf(post.date)}` });
    }
  });

/** A dedicated article's post facts, edited as a post's front matter, folded under the article's copy. */
export const articleMetaSchema = postMetaSchema.meta({ label: 'Post facts (as on every post)', collapsed: true });

/** The article under a post's front matter, in Markdown: the editor's last field of a post. */
export const postBodySchema = z.string().meta({ label: 'Article', widget: 'article', hint: 'Start sections with "Heading 2"; the title above is the only heading 1.' });

export type PostMeta = z.infer<typeof postMetaSchema>;

/** Fields a post may leave out. */
const optionalPostFields = Object.entries(postMetaSchema.shape)
  .filter(([, field]) => field.safeParse(undefined).success)
  .map(([name]) => name);

/**
 * Front matter without the optional fields left blank: the editor writes `seoTitle: ''` once a
 * value has been typed and cleared again, and a blank optional field means "not set".
 */
export function withoutBlankOptionals(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !(optionalPostFields.includes(key) && (value === '' || value === null))));
}

/** Every problem found in the post collection; the build prints the message and stops. */
export class BlogContentError extends ContentError {
  constructor(issues: readonly ContentIssue[]) {
    super("The blog's posts are invalid", issues);
    this.name = 'BlogContentError';
  }
}

/** Validates one post's metadata; returns it typed, or the issues found (file, field, reason). */
export function validatePostMeta(data: unknown, file: string): { meta: PostMeta; issues: [] } | { meta: null; issues: ContentIssue[] } {
  const result = postMetaSchema.safeParse(data);
  if (result.success) return { meta: result.data, issues: [] };
  return { meta: null, issues: schemaIssues(result.error, data, file, 'post', '(front matter)') };
}
