/**
 * The owner-editable data files (`src/content/data/*.yml`, written by the editor at /admin/ or by
 * hand), read and validated by their zod schema when a module that needs them is first imported.
 * A bad value throws a ContentError naming the file and the field path, so the build stops before
 * writing a page and the previous dist/ stays.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { ContentError, displayPath, schemaIssues } from './contentIssues.ts';
import { tracked } from './contentReads.ts';

// The build and the tests run from the project root, as for the posts (collection.ts).
const root = process.cwd();

/** Where the data files live; DATA_DIR points the build at another folder (as POSTS_DIR does for posts). */
export const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(root, 'src', 'content', 'data');

/** Reads `name` from `dir` and returns its data as the schema's type, or throws a ContentError. */
export function loadDataFile<Schema extends z.ZodType>(name: string, schema: Schema, dir = dataDir): z.output<Schema> {
  const file = path.join(dir, name);
  const shown = displayPath(root, file);
  const fail = (reason: string): never => {
    throw new ContentError(`${shown} is invalid`, [{ file: shown, field: '(file)', reason }]);
  };
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail('cannot be read (does it exist?)');
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    fail(`is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(`${shown} is invalid`, schemaIssues(result.error, data, shown, 'data'));
  // Read through a recorder: a change to this file re-renders the pages that read it.
  const value = result.data;
  return typeof value === 'object' && value !== null ? (tracked(file, value, 'site-wide') as z.output<Schema>) : value;
}
