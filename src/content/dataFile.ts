/**
 * The owner's content files (YAML under `src/content/`, written by the editor at /admin/ or by
 * hand), read and validated when a module that needs them is first imported. A bad value throws a
 * ContentError naming the file and the field path, so the build stops before writing a page and
 * the previous dist/ stays. The one module that reads content from disk: the editor's preview
 * bundle swaps it for the same functions over a snapshot of these files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentError } from './contentIssues.ts';
import { contentDir, dataDir } from './contentFolders.ts';
import { displayPath } from './displayPath.ts';
import type { TokenValues } from './tokens.ts';
import { validateContent } from './validateContent.ts';
import { parseYaml } from './yaml.ts';

// File names in errors are shown from the project root, where the build and the tests run.
const root = process.cwd();

function readYaml(file: string, shown: string): unknown {
  const fail = (reason: string): never => {
    throw new ContentError(`${shown} is invalid`, [{ file: shown, field: '(file)', reason }]);
  };
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail('cannot be read (does it exist?)');
  }
  try {
    return parseYaml(text);
  } catch (error) {
    return fail(`is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

/** Reads `name` from `dir` and returns its data as the schema's type, or throws a ContentError. */
export function loadDataFile<Schema extends z.ZodType>(name: string, schema: Schema, dir = dataDir): z.output<Schema> {
  const file = path.join(dir, name);
  const shown = displayPath(root, file);
  return validateContent(readYaml(file, shown), schema, shown);
}

/** A content file read and validated: its data, and the file as messages name it. */
export interface LoadedContent<T> {
  data: T;
  written: unknown;
  file: string;
}

/**
 * Reads `relativePath` (under the content folder, e.g. `pages/home.yml`) and validates it with
 * `schema`, figures filled in from `values`; also returns the data as written, for its links.
 */
export function readContentFile<Schema extends z.ZodType>(relativePath: string, schema: Schema, values: TokenValues): LoadedContent<z.output<Schema>> {
  const file = path.join(contentDir, relativePath);
  const shown = displayPath(root, file);
  const written = readYaml(file, shown);
  return { data: validateContent(written, schema, shown, values), written, file: shown };
}

/** The YAML files of a content folder (e.g. `services`), as paths relative to the content folder, by name. */
export function contentFolder(folder: string): string[] {
  const dir = path.join(contentDir, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

/** Whether a site path such as `/images/blog/team.jpg` names a file under static/, which the build publishes. */
export function staticFileExists(sitePath: string): boolean {
  return existsSync(path.join(root, 'static', sitePath));
}
