/**
 * The editor's fields for a schema (a page's, a service's, a post's, the settings'), read from the
 * schema itself: each field's label and hint are its zod metadata (src/content/fields.ts), its
 * widget follows its type, and its checks become the editor's own (required, lengths and patterns,
 * number ranges, option lists, list sizes), so the editor refuses what the build would. A list of
 * several kinds of item (a service page's sections) becomes Decap's list with types; a fixed value
 * (a layout) a hidden field.
 */
import type { z } from 'zod';
import { contentText, length, pattern, type FieldPattern } from './fieldPatterns.ts';
import type { CmsField } from './cmsField.ts';
import type { FieldMeta } from '../content/fields.ts';
import { linkedFromField } from './linkedFromField.ts';

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  /** A string format's own pattern (an e-mail address). */
  pattern?: RegExp;
  options?: z.ZodType[];
  discriminator?: string;
  checks?: { _zod: { def: Check } }[];
  defaultValue?: unknown;
}

/** How the fields of a schema are made. */
export interface FieldOptions {
  /**
   * Whether the file's texts may name a figure in braces, which the build fills in and checks (a
   * content or settings file); a post's front matter may not, and its texts are checked for length alone.
   */
  figures?: boolean;
  /** What a top-level field adds to what its schema says: a default or hint known only when the config is made (the next free post number). */
  overrides?: Readonly<Record<string, Partial<CmsField>>>;
}

/**
 * One array per distinct pattern or option list: the config file writes an array used twice as a
 * YAML alias, and the same text checks and icon list recur in hundreds of fields.
 */
const shared = new Map<string, readonly string[]>();
function once<T extends readonly string[]>(value: T): T {
  const key = JSON.stringify(value);
  if (!shared.has(key)) shared.set(key, value);
  return shared.get(key) as T;
}

const defOf = (schema: z.ZodType) => schema.def as unknown as Def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const metaOf = (schema: z.ZodType): Partial<FieldMeta> => (schema.meta() ?? {}) as Partial<FieldMeta>;

function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; required: boolean; outerMeta: Partial<FieldMeta> } {
  const def = defOf(schema);
  if (def.type === 'optional' && def.innerType) return { inner: def.innerType, required: false, outerMeta: metaOf(schema) };
  // A switch with a default: left alone, it is that default.
  if (def.type === 'default' && def.innerType) return { inner: def.innerType, required: false, outerMeta: { ...metaOf(schema), default: def.defaultValue as FieldMeta['default'] } };
  return { inner: schema, required: true, outerMeta: {} };
}

/** A text's check: its pattern (a link, an anchor, a URL name, an e-mail address), or its length (with braces only around a known figure, where figures may be named). */
function textPattern(schema: z.ZodType, figures: boolean): FieldPattern | undefined {
  const checks = checksOf(schema);
  const regex = defOf(schema).pattern ?? checks.find((check) => check.check === 'string_format' && check.pattern)?.pattern;
  const meta = metaOf(schema);
  if (regex) return pattern(regex, meta.format ?? meta.hint ?? 'Not in the expected form');
  const min = checks.find((check) => check.check === 'min_length')?.minimum;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  if (min === undefined) return undefined;
  return figures ? contentText(min, max) : length(min, max);
}

/**
 * A day from the browser's own date field, typed in the owner's way (11/29/2026 in the US) or
 * picked, written as the schema wants it: 2026-11-29. Our widget (src/admin/preview/dayWidget.ts),
 * not Decap's datetime, which reads each half-typed year back through dayjs (year 2 as 1902).
 */
const dateOptions = { widget: 'day' } as const;

/** A post's date: a day as above, and an optional time on the site's clocks, written with its offset (2026-12-01T09:00-05:00). */
const momentOptions = { widget: 'day', time: true } as const;

/** A moment picked in the owner's own time zone, written with its offset: 2026-12-01T09:00+01:00. */
const dateTimeOptions = { widget: 'datetime', format: 'YYYY-MM-DDTHH:mmZ', picker_utc: false } as const;

/** The whole numbers a number schema takes (an exclusive bound is the next whole number in). */
function numberRange(schema: z.ZodType): Pick<CmsField, 'min' | 'max' | 'value_type'> {
  const checks = checksOf(schema);
  const lower = checks.find((check) => check.check === 'greater_than');
  const upper = checks.find((check) => check.check === 'less_than');
  const min = lower?.value === undefined ? undefined : lower.inclusive ? lower.value : lower.value + 1;
  const max = upper?.value === undefined ? undefined : upper.inclusive ? upper.value : upper.value - 1;
  return { value_type: 'int', ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** A list's size; a list of a fixed size offers no button to add an item. */
function listSize(schema: z.ZodType): Pick<CmsField, 'min' | 'max' | 'allow_add'> {
  const checks = checksOf(schema);
  const exactly = (checks.find((check) => check.check === 'length_equals') as { length?: number } | undefined)?.length;
  if (exactly !== undefined) return { min: exactly, max: exactly, allow_add: false };
  const min = checks.find((check) => check.check === 'min_length')?.minimum;
  const max = checks.find((check) => check.check === 'max_length')?.maximum;
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** Markdown in the editor: the toolbar of what RichText and the article renderer show, no embeds. */
const markdownOptions = { widget: 'markdown', buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'], editor_components: [] } as const;

/** A post's article: its title is the page's only h1, so its sections start at level 2. */
const articleOptions = {
  widget: 'markdown',
  buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'heading-four', 'quote', 'bulleted-list', 'numbered-list'],
  editor_components: [],
} as const;

/** An image uploaded into the media folder. No pattern: Decap checks an image's pattern against something other than the path it saves, and refuses every upload; the build checks the path (and that the file exists) and names the field. */
const imageOptions = { widget: 'image', choose_url: false } as const;

/** The editor field for `schema` under `name`. */
function fieldOf(name: string, schema: z.ZodType, options: FieldOptions = {}): CmsField {
  const { inner, required, outerMeta } = unwrapOptional(schema);
  const meta = { ...metaOf(inner), ...outerMeta };
  const def = defOf(inner);
  const label = meta.label ?? name;
  const base = {
    name,
    label,
    ...(required ? {} : { required: false }),
    ...(meta.hint ? { hint: meta.hint } : {}),
    ...(meta.default === undefined ? {} : { default: meta.default }),
    ...(meta.collapsed === undefined ? {} : { collapsed: meta.collapsed }),
  };
  const inside = { figures: options.figures };
  switch (def.type) {
    case 'string': {
      if (meta.widget === 'date') return { ...base, ...dateOptions };
      if (meta.widget === 'moment') return { ...base, ...momentOptions };
      if (meta.widget === 'image') return { ...base, ...imageOptions };
      if (meta.widget === 'datetime') return { ...base, ...dateTimeOptions };
      const checked = textPattern(inner, options.figures !== false);
      const widget = meta.widget === 'article' ? articleOptions : meta.widget === 'markdown' ? markdownOptions : { widget: meta.widget === 'text' ? 'text' : 'string' };
      // A value in a set form (a URL name, an anchor, a link) names something rather than being read: no click-to-edit mark on it.
      const marked = meta.clickToEdit ?? (defOf(inner).pattern === undefined && !checksOf(inner).some((check) => check.check === 'string_format' && check.pattern));
      return { ...base, ...widget, ...(checked ? { pattern: once(checked) } : {}), ...(marked ? {} : { visualEditing: false }) } as CmsField;
    }
    case 'number':
      return { ...base, widget: 'number', ...numberRange(inner) };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'enum': {
      const values = once(Object.values(def.entries ?? {}));
      // The site's icons: each offered with its picture (the editor's icon widget, src/admin/preview/iconWidget.ts).
      if (meta.widget === 'icon') return { ...base, widget: 'icon', options: values };
      const words = meta.options;
      return { ...base, widget: 'select', options: words ? values.map((value) => ({ label: words[value] ?? value, value })) : values };
    }
    case 'literal':
      return { ...base, widget: 'hidden', default: String(def.values?.[0]) };
    case 'object': {
      const fields = fieldsOf(inner, inside);
      return { ...base, widget: 'object', fields: required ? fields : fields.map(leftOptional) };
    }
    case 'array': {
      const element = def.element as z.ZodType;
      const elementDef = defOf(element);
      const list = { ...base, widget: 'list' as const, ...listSize(inner), ...(meta.summary ? { summary: meta.summary } : {}) };
      // Decap counts and adds items in its own words ("1 card", "Add card"): every list names one item.
      const singular = meta.singular ?? metaOf(element).label;
      if (!singular) throw new Error(`${name}: the editor needs what one item of this list is called (its item's label, or the list's singular)`);
      const items = { ...list, label_singular: singular };
      if (elementDef.type === 'object') return { ...items, fields: fieldsOf(element, inside) };
      if (elementDef.type === 'union' && elementDef.discriminator) return { ...items, typeKey: elementDef.discriminator, types: variantTypes(element, elementDef.discriminator, inside) };
      // A folded item shows its own text, not its field's label.
      return { ...items, summary: '{{fields.item}}', field: fieldOf('item', element, inside) };
    }
    default:
      throw new Error(`${name}: the editor has no widget for a ${def.type} schema`);
  }
}

/**
 * A field of an optional group: Decap checks a group's fields even when the group is left empty, so
 * it would refuse to save an entry without the group. The build checks a group given in part (and
 * the preview pane names what is missing).
 */
function leftOptional(field: CmsField): CmsField {
  const { required: _required, ...rest } = field;
  return { ...rest, required: false, ...(field.widget === 'object' && field.fields ? { fields: field.fields.map(leftOptional) } : {}) };
}

/** Each kind of a list of several kinds, as Decap's types: its fields without the discriminator, which Decap writes itself. */
function variantTypes(union: z.ZodType, discriminator: string, options: FieldOptions): CmsField[] {
  return (defOf(union).options ?? []).map((option) => {
    const kind = String(defOf(defOf(option).shape?.[discriminator] as z.ZodType).values?.[0]);
    return { name: kind, label: metaOf(option).label ?? kind, widget: 'object', summary: '{{fields.title}}', fields: fieldsOf(option, options).filter((field) => field.name !== discriminator) };
  });
}

/** The editor fields of an object schema, in its order. */
export function fieldsOf(schema: z.ZodType, { figures, overrides = {} }: FieldOptions = {}): CmsField[] {
  const shape = defOf(schema).shape;
  if (!shape) throw new Error('fieldsOf needs an object schema');
  return Object.entries(shape).flatMap(([name, field]) => {
    const made = { ...fieldOf(name, field, { figures }), ...overrides[name] };
    // An entry with an address of its own lists, after its old URL names, the pages that link to it.
    return name === 'formerSlugs' ? [made, linkedFromField] : [made];
  });
}
