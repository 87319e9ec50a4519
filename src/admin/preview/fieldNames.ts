/**
 * A field named as the owner sees it in the editor's form, for what the editor refuses: the labels
 * from the entry's field down to it, a list's item by its number and kind (`Section 2: Cards ›
 * Heading`), never the path the build prints for a developer (`sections.1.heading`).
 */
import { nextPostId } from '../../content/blog/collection.ts';
import { missingValue, type ContentIssue } from '../../content/contentIssues.ts';
import type { CmsField } from '../cmsField.ts';
import { cmsCollections } from '../cmsConfig.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The labels down `keys` from `field` holding `value`, or undefined where the form has no such field. */
function labelsAt(keys: readonly string[], field: CmsField, value: unknown): string[] | undefined {
  const [key, ...rest] = keys;
  if (key === undefined) return [];
  const inner = isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  if (field.widget === 'list') {
    const types = field.types as readonly CmsField[] | undefined;
    const kind = types?.find((type) => isRecord(inner) && type.name === inner[(field.typeKey as string | undefined) ?? 'type']);
    const singular = field.label_singular as string | undefined;
    const number = Number(key) + 1;
    const item = `${singular ? `${singular.charAt(0).toUpperCase()}${singular.slice(1)} ${number}` : `${field.label}: item ${number}`}${kind ? `: ${kind.label}` : ''}`;
    const itemField = kind ?? (field.fields ? { ...field, widget: 'object' as const } : field.field);
    const below = itemField ? labelsAt(rest, itemField, inner) : rest.length ? undefined : [];
    return below && [item, ...below];
  }
  const child = field.fields?.find((candidate) => candidate.name === key);
  const below = child && labelsAt(rest, child, inner);
  // A list's item names the list itself ("Block 2", "Tags: item 3").
  return below && (child.widget === 'list' && rest.length > 0 ? below : [child.label, ...below]);
}

/** The field at `path` of an entry with `fields` and `data`, in the form's words; the path itself where the form has no such field. */
export function fieldName(path: string, fields: readonly CmsField[], data: unknown): string {
  const labels = labelsAt(path.split('.'), { name: '', label: '', widget: 'object', fields }, data);
  return labels ? labels.join(' › ') : path;
}

/** Each entry's form fields, by the name its preview goes by (a folder collection's, a file entry's), as config.yml has them. */
export function editorFields(): ReadonlyMap<string, readonly CmsField[]> {
  const collections: { name: string; fields?: readonly CmsField[]; files?: readonly { name: string; fields: readonly CmsField[] }[] }[] = cmsCollections(nextPostId);
  return new Map(collections.flatMap((collection) => (collection.files ? collection.files.map((file) => [file.name, file.fields] as const) : [[collection.name, collection.fields ?? []] as const])));
}

/** The problems the build would name, as the owner reads them: each field by its label in the form, a missing value as what to do. */
export function inOwnersWords(issues: readonly ContentIssue[], fields: readonly CmsField[] | undefined, data: unknown): ContentIssue[] {
  return issues.map((issue) => ({
    ...issue,
    field: issue.field && fields ? fieldName(issue.field, fields, data) : issue.field,
    reason: issue.reason === missingValue ? 'is empty: fill it in' : issue.reason,
  }));
}
