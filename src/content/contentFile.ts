/**
 * A page's words, from its content file: read and validated with the figures named in braces
 * filled in from the settings (dataFile.ts), and its links recorded for the build's check.
 */
import type { z } from 'zod';
import { recordLinks, linksIn } from './contentLinks.ts';
import { contentTokens } from './contentTokens.ts';
import { readContentFile } from './dataFile.ts';

/** `relativePath` under `src/content/` (e.g. `pages/home.yml`); `page` is the path its words appear on. */
export function loadContentFile<Schema extends z.ZodType>(relativePath: string, schema: Schema, page?: string): z.output<Schema> {
  const { data, written, file } = readContentFile(relativePath, schema, contentTokens);
  recordLinks(linksIn(written, file, page));
  return data;
}
