/**
 * Renaming an entry in the editor keeps its old address working: on save, an entry whose URL name
 * (`slug`) is no longer the one it was published under gets that name added to its old URL names
 * (`formerSlugs`), which the build turns into a 301 to the new address (src/content/urlNames.ts).
 * Published means the content the editor was built with (the snapshot, the live site's content) and
 * the file's name (the first URL name: Decap never renames a file). Any collection whose entries
 * have both fields is covered.
 */
import type { ContentSnapshot } from './snapshot.ts';

/** The URL names an entry at `path` (as Decap names it: `src/content/services/crm.yml`) was published under. */
export function publishedUrlNames(path: string, snapshot: Pick<ContentSnapshot, 'files' | 'collection'>): string[] {
  const fileName = /([^/]+?)(\.[^./]+)?$/.exec(path)?.[1];
  const file = snapshot.files[path.replace(/^src\/content\//, '')] as { slug?: unknown } | undefined;
  const post = snapshot.collection.posts.find((candidate) => candidate.file === path);
  const names = [fileName, file?.slug, post?.slug].filter((name): name is string => typeof name === 'string');
  return [...new Set(names)];
}

/** The old URL names after a save as `slug`, or undefined when they stay as they are. */
export function oldUrlNamesOnSave(slug: string, formerSlugs: readonly string[], published: readonly string[]): string[] | undefined {
  // Renamed back to an old name: it is the address again, no longer an old one.
  const kept = formerSlugs.filter((name) => name !== slug);
  const added = published.filter((name) => name !== slug && !kept.includes(name));
  return added.length === 0 && kept.length === formerSlugs.length ? undefined : [...kept, ...added];
}

/** The parts of Decap's Immutable entry a listener reads and writes. */
interface DecapList {
  toJS(): unknown[];
  clear(): DecapList;
  push(...values: string[]): DecapList;
}
interface DecapData {
  get(key: string): unknown;
  set(key: string, value: DecapList): DecapData;
  toList(): DecapList;
}
export interface DecapEntry {
  get(key: 'data'): DecapData & { toJS(): unknown };
  get(key: 'path' | 'collection' | 'slug'): string | undefined;
  get(key: 'newRecord'): boolean | undefined;
}

/** Decap's `preSave` listener: the entry's data with its old URL names brought up to date, or undefined to save it as it is. */
export function recordOldUrlNames(entry: DecapEntry, snapshot: Pick<ContentSnapshot, 'files' | 'collection'>): DecapData | undefined {
  const data = entry.get('data');
  const slug = data.get('slug');
  const path = entry.get('path');
  const list = data.get('formerSlugs') as DecapList | undefined;
  const formerSlugs = (list?.toJS() ?? []).filter((name): name is string => typeof name === 'string');
  if (typeof slug !== 'string') return undefined;
  // A new entry, perhaps a copy of another, was published nowhere: the old names of what it was copied from are not its own.
  const names = entry.get('newRecord') || !path ? (formerSlugs.length > 0 ? [] : undefined) : oldUrlNamesOnSave(slug, formerSlugs, publishedUrlNames(path, snapshot));
  // A list of Decap's own Immutable (the editor's widgets read it as one), made from the entry's data.
  return names && data.set('formerSlugs', data.toList().clear().push(...names));
}
