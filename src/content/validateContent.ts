/**
 * The check every content file passes, wherever its data comes from (a file read by the build, or
 * the entry the owner is typing in the editor's preview): the figures named in braces, then the
 * zod schema on the text as it will read, figures filled in from `values` (the settings files
 * themselves have none to fill). Returns the schema's output, or throws a ContentError naming the
 * file and each field. The editor's click-to-edit marks are neither counted nor matched (stega.ts).
 */
import type { z } from 'zod';
import { ContentError, schemaIssues } from './contentIssues.ts';
import { withStega, withoutStega } from './stega.ts';
import { fillTokens, tokenIssues, type TokenValues } from './tokens.ts';

/** `data` without fields left blank: the editor writes an emptied optional field as '' or null, which means "none". */
function withoutBlanks(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutBlanks);
  if (typeof data !== 'object' || data === null) return data;
  const kept = Object.entries(data).filter(([, value]) => value !== null && value !== '');
  return Object.fromEntries(kept.map(([key, value]) => [key, withoutBlanks(value)]));
}

export function validateContent<Schema extends z.ZodType>(raw: unknown, schema: Schema, file: string, values?: TokenValues): z.output<Schema> {
  // The editor's click-to-edit marks (stega.ts) are checked off, and put back on the texts as checked.
  const { clean, marks } = withoutStega(raw);
  const written = withoutBlanks(clean);
  const issues = tokenIssues(written, file);
  const data = values ? fillTokens(written, values) : written;
  const result = schema.safeParse(data);
  if (!result.success) issues.push(...schemaIssues(result.error, data, file, 'data'));
  if (issues.length > 0 || !result.success) throw new ContentError(`${file} is invalid`, issues);
  return withStega(result.data, marks);
}
