/**
 * The check every content file passes, wherever its data comes from (a file read by the build, or
 * the entry the owner is typing in the editor's preview): the figures named in braces, then the
 * zod schema. Returns the schema's output, figures not yet filled in, or throws a ContentError
 * naming the file and each field.
 */
import type { z } from 'zod';
import { ContentError, schemaIssues } from './contentIssues.ts';
import { tokenIssues } from './tokens.ts';

export function validateContent<Schema extends z.ZodType>(data: unknown, schema: Schema, file: string): z.output<Schema> {
  const issues = tokenIssues(data, file);
  const result = schema.safeParse(data);
  if (!result.success) issues.push(...schemaIssues(result.error, data, file, 'data'));
  if (issues.length > 0 || !result.success) throw new ContentError(`${file} is invalid`, issues);
  return result.data;
}
