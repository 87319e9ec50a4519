/**
 * The click-to-edit marks on every text of the entry the preview draws. Decap marks each text with
 * its field's path (src/content/stega.ts), but it finds the fields of an item in a list of several
 * kinds by the item's `type` key only, whatever the list's `typeKey`; our blocks are told apart by
 * `kind`, so Decap leaves every text of a block unmarked and a click on it does nothing. The entry
 * is marked again here by Decap's own rules, reading each list's `typeKey`; Decap's focus follows
 * the same paths (`blocks.2.items.0.answer`), so a click on a block's text reaches its field. A value
 * chosen from a list (a select: a post's category) stays unmarked, as Decap leaves it: marked, it would
 * no longer be one of the list's.
 */
import { vercelStegaEncode } from '@vercel/stega';
import { withoutStega } from '../../content/stega.ts';

/** The options of a Decap field that say how its texts are marked. */
export interface MarkedField {
  name: string;
  widget: string;
  fields?: readonly MarkedField[];
  field?: MarkedField;
  types?: readonly MarkedField[];
  typeKey?: string;
  visualEditing?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const mark = (path: string) => vercelStegaEncode({ decap: path });

/** A text marked as Decap marks it: a line or a paragraph once, a Markdown text after each of its paragraphs. */
function markedText(text: string, field: MarkedField, path: string): string {
  if ((field.widget === 'string' || field.widget === 'text') && field.visualEditing !== false) return text + mark(path);
  if (field.widget === 'markdown') return text.split(/(\n\n+)/).map((part) => (part.trim() ? part + mark(path) : part)).join('');
  return text;
}

/** The field of an item of `list`: its kind's (by the list's typeKey), the list's one field, or a group of the list's fields. */
function itemField(list: MarkedField, item: unknown): MarkedField | undefined {
  if (list.types) return list.types.find((type) => isRecord(item) && item[list.typeKey ?? 'type'] === type.name);
  return list.field ?? { name: list.name, widget: 'object', fields: list.fields ?? [] };
}

/** `value`, the value of `field` at `path`, with each text in it marked. */
function marked(value: unknown, field: MarkedField | undefined, path: string): unknown {
  if (!field) return value;
  if (typeof value === 'string') return markedText(value, field, path);
  if (Array.isArray(value)) return value.map((item, index) => marked(item, itemField(field, item), `${path}.${index}`));
  if (!isRecord(value)) return value;
  const at = (key: string) => (path ? `${path}.${key}` : key);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item, field.fields?.find((child) => child.name === key), at(key))]));
}

/** An entry's data (as Decap hands it to the preview, marked in part) with every text marked by its field's path. */
export function withClickToEditMarks(data: unknown, fields: readonly MarkedField[]): unknown {
  return marked(withoutStega(data).clean, { name: '', widget: 'object', fields }, '');
}
