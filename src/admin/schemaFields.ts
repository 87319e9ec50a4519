/**
 * The editor's fields for a schema (a page's, a service's, a post's, the settings'), read from the
 * JSON Schema zod writes of it (`z.toJSONSchema`, zod's public description of a schema, so a zod
 * update that changes its insides cannot change the forms unseen): each field's label and hint are
 * its zod metadata (src/content/fields.ts), which that JSON Schema carries, its
 * widget follows its type, and its checks become the editor's own (required, lengths and patterns,
 * number ranges, option lists, list sizes), so the editor refuses what the build would. A list of
 * several kinds of item (a service page's sections) becomes Decap's list with types; a fixed value
 * (a layout) a hidden field.
 */
import { z } from 'zod';
import { contentText, length, type FieldPattern } from './fieldPatterns.ts';
import type { CmsField } from './cmsField.ts';
import type { FieldMeta } from '../content/fields.ts';
import { linkedFromField } from './linkedFromField.ts';

/**
 * A schema as zod's `z.toJSONSchema` writes it: its rules in JSON Schema's words (minLength,
 * pattern, exclusiveMinimum, minItems, enum, const, oneOf…) with its metadata (FieldMeta) beside them.
 */
interface FieldSchema
  extends Partial<FieldMeta>,
    Pick<
      z.core.JSONSchema.JSONSchema,
      'type' | 'pattern' | 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'minItems' | 'maxItems' | 'required' | 'enum' | 'const'
    > {
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  oneOf?: FieldSchema[];
  allOf?: FieldSchema[];
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

/**
 * The JSON Schema of a content schema as the owner fills it in: a field with a default (a switch
 * left off) is not required of them. A rule JSON Schema cannot say (a refinement) is the build's
 * alone; a schema it cannot describe at all (a transform) is refused here, naming nothing the
 * editor could offer.
 */
const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input' }) as FieldSchema;

/** A text's own pattern (a link, an anchor, a URL name, an e-mail address): the first when it has several. */
const patternOf = (schema: FieldSchema) => schema.pattern ?? schema.allOf?.find((part) => part.pattern)?.pattern;

/** A text's check: its pattern, or its length (with braces only around a known figure, where figures may be named). */
function textPattern(schema: FieldSchema, figures: boolean): FieldPattern | undefined {
  const regex = patternOf(schema);
  if (regex) return [regex, schema.expected ?? schema.hint ?? 'Not in the expected form'];
  const min = schema.minLength;
  if (min === undefined) return undefined;
  return figures ? contentText(min, schema.maxLength) : length(min, schema.maxLength);
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

/** A bound zod writes for every whole number (the range a double holds exactly), not one the owner is held to. */
const isSafeIntegerBound = (bound: number) => Math.abs(bound) === Number.MAX_SAFE_INTEGER;

/** The whole numbers an integer schema takes (an exclusive bound is the next whole number in). */
function numberRange(schema: FieldSchema): Pick<CmsField, 'min' | 'max' | 'value_type'> {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  const min = typeof exclusiveMinimum === 'number' ? exclusiveMinimum + 1 : minimum;
  const max = typeof exclusiveMaximum === 'number' ? exclusiveMaximum - 1 : maximum;
  return {
    value_type: 'int',
    ...(min === undefined || isSafeIntegerBound(min) ? {} : { min }),
    ...(max === undefined || isSafeIntegerBound(max) ? {} : { max }),
  };
}

/** A list's size; a list of a fixed size offers no button to add an item. */
function listSize(schema: FieldSchema): Pick<CmsField, 'min' | 'max' | 'allow_add'> {
  const { minItems: min, maxItems: max } = schema;
  if (min !== undefined && min === max) return { min, max, allow_add: false };
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
function fieldOf(name: string, schema: FieldSchema, required: boolean, options: FieldOptions = {}): CmsField {
  const label = schema.label ?? name;
  const base = {
    name,
    label,
    ...(required ? {} : { required: false }),
    ...(schema.hint ? { hint: schema.hint } : {}),
    ...(schema.default === undefined ? {} : { default: schema.default }),
    ...(schema.collapsed === undefined ? {} : { collapsed: schema.collapsed }),
  };
  const inside = { figures: options.figures };
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: String(schema.const) };
  if (schema.enum) {
    const values = once(schema.enum.map(String));
    // The site's icons: each offered with its picture (the editor's icon widget, src/admin/preview/iconWidget.ts).
    if (schema.widget === 'icon') return { ...base, widget: 'icon', options: values };
    const words = schema.options;
    return { ...base, widget: 'select', options: words ? values.map((value) => ({ label: words[value] ?? value, value })) : values };
  }
  switch (schema.type) {
    case 'string': {
      if (schema.widget === 'date') return { ...base, ...dateOptions };
      if (schema.widget === 'moment') return { ...base, ...momentOptions };
      if (schema.widget === 'image') return { ...base, ...imageOptions };
      if (schema.widget === 'datetime') return { ...base, ...dateTimeOptions };
      const checked = textPattern(schema, options.figures !== false);
      const widget = schema.widget === 'article' ? articleOptions : schema.widget === 'markdown' ? markdownOptions : { widget: schema.widget === 'text' ? 'text' : 'string' };
      // A value in a set form (a URL name, an anchor, a link) names something rather than being read: no click-to-edit mark on it.
      const marked = schema.clickToEdit ?? patternOf(schema) === undefined;
      return { ...base, ...widget, ...(checked ? { pattern: once(checked) } : {}), ...(marked ? {} : { visualEditing: false }) } as CmsField;
    }
    case 'integer':
      return { ...base, widget: 'number', ...numberRange(schema) };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'object': {
      const fields = objectFields(schema, inside);
      return { ...base, widget: 'object', fields: required ? fields : fields.map(leftOptional) };
    }
    case 'array': {
      const element = schema.items;
      if (!element) throw new Error(`${name}: the editor needs a list's items to be of one schema`);
      const list = { ...base, widget: 'list' as const, ...listSize(schema), ...(schema.summary ? { summary: schema.summary } : {}) };
      // Decap counts and adds items in its own words ("1 card", "Add card"): every list names one item.
      const singular = schema.singular ?? element.label;
      if (!singular) throw new Error(`${name}: the editor needs what one item of this list is called (its item's label, or the list's singular)`);
      const items = { ...list, label_singular: singular };
      if (element.type === 'object') return { ...items, fields: objectFields(element, inside) };
      if (element.oneOf) {
        const discriminator = discriminatorOf(name, element.oneOf);
        return { ...items, typeKey: discriminator, types: variantTypes(element.oneOf, discriminator, inside) };
      }
      // A folded item shows its own text, not its field's label.
      return { ...items, summary: '{{fields.item}}', field: fieldOf('item', element, true, inside) };
    }
    default:
      throw new Error(`${name}: the editor has no widget for a ${JSON.stringify(schema.type)} schema (whole numbers only, not fractions)`);
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

/** The field naming each item's kind in a list of several kinds (a discriminated union): the one every kind fixes to a value of its own. */
function discriminatorOf(name: string, kinds: readonly FieldSchema[]): string {
  const names = Object.keys(kinds[0]?.properties ?? {}).filter((key) => {
    const values = kinds.map((kind) => kind.properties?.[key]?.const);
    return values.every((value) => value !== undefined) && new Set(values).size === kinds.length;
  });
  if (names.length !== 1) throw new Error(`${name}: the editor needs each kind of item told apart by one field fixed to a value of its own (found ${names.length})`);
  return names[0]!;
}

/** Each kind of a list of several kinds, as Decap's types: its fields without the discriminator, which Decap writes itself. */
function variantTypes(kinds: readonly FieldSchema[], discriminator: string, options: FieldOptions): CmsField[] {
  return kinds.map((kind) => {
    const name = String(kind.properties?.[discriminator]?.const);
    return { name, label: kind.label ?? name, widget: 'object', summary: '{{fields.title}}', fields: objectFields(kind, options).filter((field) => field.name !== discriminator) };
  });
}

/** The editor fields of an object's JSON Schema, in its order. */
function objectFields(schema: FieldSchema, { figures, overrides = {} }: FieldOptions): CmsField[] {
  if (schema.type !== 'object' || !schema.properties) throw new Error('fieldsOf needs an object schema');
  const required = new Set(schema.required);
  return Object.entries(schema.properties).flatMap(([name, field]) => {
    const made = { ...fieldOf(name, field, required.has(name), { figures }), ...overrides[name] };
    // An entry with an address of its own lists, after its old URL names, the pages that link to it.
    return name === 'formerSlugs' ? [made, linkedFromField] : [made];
  });
}

/** The editor fields of an object schema, in its order. */
export const fieldsOf = (schema: z.ZodType, options: FieldOptions = {}): CmsField[] => objectFields(jsonSchemaOf(schema), options);
