/**
 * The building blocks of the content schemas. Each carries, beside its rule, the label and hint the
 * owner sees in the editor at /admin/: the editor's fields are generated from the schemas
 * (src/admin/schemaFields.ts), so a page's words, its rules and its form are written once.
 */
import { z } from 'zod';
import { icons, type IconName } from '../components/icons.ts';

/** What the editor shows for a field, kept on the schema as zod metadata. */
export interface FieldMeta {
  label: string;
  hint?: string;
  /**
   * How a value is entered: a text on one line, a paragraph, Markdown with links and emphasis, an
   * article (Markdown with section headings), a day, a day with an optional time (a post's
   * publication date), or a date and time, from a picker, or an uploaded image.
   */
  widget?: 'string' | 'text' | 'markdown' | 'article' | 'date' | 'moment' | 'datetime' | 'image' | 'icon';
  /** What a valid value looks like: the editor's message for one that does not match (the hint unless said). */
  expected?: string;
  /** What the editor offers for each value of a choice, in words ("In the footer only" for `footer`). */
  options?: Readonly<Record<string, string>>;
  /** A list item's title when collapsed, e.g. `{{fields.title}}`. */
  summary?: string;
  /** What one item of a list is called, on its Add button ("Add block") and its count ("1 block"): its item's label unless said. */
  singular?: string;
  /** Whether a group or list starts folded (the editor's choice unless said). */
  collapsed?: boolean;
  /** A value the editor fills in for a new entry. */
  default?: string | number | boolean;
  /** Whether a click on the value drawn in the preview puts the cursor in its field: yes, except for a value in a set form (a URL name, a link) unless said. */
  clickToEdit?: boolean;
}

declare module 'zod' {
  interface GlobalMeta extends Partial<FieldMeta> {}
}

interface TextOptions {
  /** Fewest characters once trimmed (2 unless said). */
  min?: number;
  max?: number;
  hint?: string;
  /** The words a new item starts with in the editor (the build still requires the field). */
  initially?: string;
}

function textOf(label: string, widget: 'string' | 'text' | 'markdown', { min = 2, max, hint, initially }: TextOptions) {
  const what = max === undefined ? `at least ${min} characters` : `${min} to ${max} characters`;
  let schema = z.string({ error: `must be a text (${what})` }).trim().min(min, { error: `must be ${what}` });
  if (max !== undefined) schema = schema.max(max, { error: `must be ${what}` });
  return schema.meta({ label, widget, ...(hint ? { hint } : {}), ...(initially ? { default: initially } : {}) });
}

/** A short text on one line: a title, a label, a list item. */
export const line = (label: string, options: TextOptions = {}) => textOf(label, 'string', options);

/** A paragraph. */
export const paragraph = (label: string, options: TextOptions = {}) => textOf(label, 'text', { min: 20, ...options });

/** Prose in Markdown: paragraphs, lists, **bold**, [links](/contact-us/). */
export const markdown = (label: string, options: TextOptions = {}) => textOf(label, 'markdown', { min: 20, ...options });

/** A page of this site, with an optional anchor on it (`/services/crm/#platforms`), or an anchor on the same page (`#process`). */
const sitePathPattern = /^(?=.)(?:\/(?:[a-z0-9-]+\/)*)?(?:#[a-z][a-z0-9-]*)?$/;

export const link = (label: string, hint = 'A page of this site such as /services/crm/, with #anchor for a section of it (/services/crm/#platforms); Save refuses a page or section the site does not have.') =>
  z
    .string({ error: 'must be a page path such as /services/crm/' })
    .regex(sitePathPattern, { error: (issue) => `${JSON.stringify(issue.input)} is not a page path such as /services/crm/ or /services/crm/#platforms` })
    .meta({ label, hint });

/** An anchor id of a section, such as `process`: the part after # in a link to it. */
const anchorPattern = /^[a-z][a-z0-9-]*$/;
export const anchor = (label: string, hint = 'Lowercase letters, digits and hyphens; links reach the section at #this-name.') =>
  z
    .string({ error: 'must be an anchor name such as process' })
    .regex(anchorPattern, { error: (issue) => `${JSON.stringify(issue.input)} is not an anchor name: lowercase letters, digits and hyphens` })
    .meta({ label, hint });

const iconNames = Object.keys(icons) as [IconName, ...IconName[]];

/** An image of the site, uploaded in the editor or already under static/images/. */
const imagePattern = /^\/images\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:jpg|png|webp|avif)$/;
export const image = (label: string, hint = 'A .jpg, .png, .webp or .avif; name the file in lowercase letters, digits and hyphens before uploading.') =>
  z
    .string({ error: 'must be an image path such as /images/blog/team.jpg' })
    .regex(imagePattern, { error: (issue) => `${JSON.stringify(issue.input)} is not an image path such as /images/blog/team.jpg` })
    .meta({ label, hint, widget: 'image' });

/** A yes-or-no switch, off unless set. */
export const yesNo = (label: string, hint?: string) =>
  z.boolean({ error: 'must be true or false' }).default(false).meta({ label, ...(hint ? { hint } : {}) });

/** One of the site's icons, by name: the editor offers each with its picture. */
export const icon = (label = 'Icon') =>
  z.enum(iconNames, { error: (issue) => `${JSON.stringify(issue.input)} is not an icon the site has` }).meta({ label, widget: 'icon' });

/** One of a fixed set of options, each offered in the editor in the words given for it. */
export const choice = <const Option extends string>(label: string, options: Readonly<Record<Option, string>>, hint?: string) => {
  const values = Object.keys(options) as [Option, ...Option[]];
  return z.enum(values, { error: `must be one of ${values.join(', ')}` }).meta({ label, options, ...(hint ? { hint } : {}) });
};

/** A whole number. */
export const wholeNumber = (label: string, { min, max, hint }: { min: number; max?: number; hint?: string }) => {
  let schema = z.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(min, { error: `must be at least ${min}` });
  if (max !== undefined) schema = schema.max(max, { error: `must be at most ${max}` });
  return schema.meta({ label, ...(hint ? { hint } : {}) });
};

interface ListOptions {
  min?: number;
  max?: number;
  hint?: string;
  summary?: string;
  singular?: string;
}

/** A list the owner can add to and reorder. */
export const list = <Item extends z.ZodType>(label: string, item: Item, { min = 1, max, hint, summary, singular }: ListOptions = {}) => {
  let schema = z.array(item, { error: 'must be a list' }).min(min, { error: `needs at least ${min} item${min === 1 ? '' : 's'}` });
  if (max !== undefined) schema = schema.max(max, { error: `holds at most ${max} item${max === 1 ? '' : 's'}` });
  return schema.meta({ label, ...(hint ? { hint } : {}), ...(summary ? { summary } : {}), ...(singular ? { singular } : {}) });
};

/** Fields that belong together (a section, a card); an unknown field is refused by name. */
export const group = <Shape extends z.ZodRawShape>(label: string, shape: Shape, hint?: string) =>
  z.strictObject(shape, { error: 'must be a group of fields' }).meta({ label, ...(hint ? { hint } : {}) });
