/**
 * An entry's URL name (a service's, a post's, a page's: the last part of its address) and the
 * names it had before. An old name keeps answering, with a 301 to the entry's address, so a rename
 * never breaks a link, a bookmark or a search result. The editor records the old name when the
 * owner renames an entry (src/admin/preview/oldUrlNames.ts); the build refuses a rename that did
 * not, naming the file and field. Decap never renames a file, so an entry's file name is the first
 * URL name it was published under: it must stay its name or one of its old ones.
 */
import { z } from 'zod';
import type { ContentIssue } from './contentIssues.ts';
import { list } from './fields.ts';

/** A URL name: lowercase words joined by single hyphens. */
const urlNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const urlName = (label: string, hint: string) =>
  z
    .string({ error: 'must be a URL name such as revenue-strategy' })
    .regex(urlNamePattern, { error: (issue) => `${JSON.stringify(issue.input)} is not a URL name: lowercase letters and digits joined by single hyphens` })
    .meta({ label, hint });

/** The fields `slug` and `formerSlugs` of an entry served at `address` (such as `/services/<URL name>/`). */
export const urlNameFields = (address: string) => ({
  slug: urlName('URL name', `The page lives at ${address}. Renaming it keeps the old address working: the editor adds the old name below when you save.`),
  formerSlugs: list('Old names in the address', urlName('Old name', 'Visitors to the old address are sent on to this page (a permanent 301 redirect).'), {
    min: 0,
    singular: 'old name',
    hint: 'Earlier URL names of this page, added by the editor on a rename: each keeps answering by sending visitors here. Remove one only if no link to it should work any more.',
  }).optional(),
});

/** An entry with a URL name, and the file it comes from (messages name it). */
export interface NamedEntry {
  file: string;
  slug: string;
  formerSlugs?: readonly string[] | undefined;
}

/**
 * Problems only the whole list shows: two entries, or an old name, claiming one address
 * (`addressOf(name)`), and an entry whose file name is neither its URL name nor an old one.
 * `fileNames: false` for entries whose file is not named after them (the dedicated articles).
 */
export function urlNameIssues(entries: readonly NamedEntry[], addressOf: (name: string) => string, { fileNames = true } = {}): ContentIssue[] {
  const claimed = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    const names = [{ name: entry.slug, field: 'slug' }, ...(entry.formerSlugs ?? []).map((name, index) => ({ name, field: `formerSlugs.${index}` }))];
    for (const { name, field } of names) {
      const owner = claimed.get(name);
      if (owner === entry.file) issues.push({ file: entry.file, field, reason: `${addressOf(name)} is already this page's address: remove it here` });
      else if (owner) issues.push({ file: entry.file, field, reason: `${addressOf(name)} is already the address of ${owner}` });
      else claimed.set(name, entry.file);
    }
    if (fileNames) issues.push(...fileNameIssues(entry, addressOf));
  }
  return issues;
}

/** The first URL name, kept by the file's name, must still answer: a rename by hand that forgot it is refused. */
export function fileNameIssues(entry: NamedEntry, addressOf: (name: string) => string): ContentIssue[] {
  const [, first = '', extension = ''] = /([^/\\]+?)(\.[^./\\]+)?$/.exec(entry.file) ?? [];
  if (first === entry.slug || entry.formerSlugs?.includes(first)) return [];
  return [
    {
      file: entry.file,
      field: 'formerSlugs',
      reason: `the URL name changed from ${first} (the file's name, its first address) to ${entry.slug}: add ${first} to formerSlugs (Old names in the address) so ${addressOf(first)} still answers; for a page never published, name the file ${entry.slug}${extension} instead`,
    },
  ];
}
