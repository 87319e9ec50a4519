/**
 * A page's words, from its content file: read and validated (dataFile.ts), its links recorded for
 * the build's check, and the figures named in braces filled in from the settings.
 */
import type { z } from 'zod';
import { recordLinks, linksIn } from './contentLinks.ts';
import { contentTokens } from './contentTokens.ts';
import { readContentFile } from './dataFile.ts';
import { fillTokens } from './tokens.ts';

/** `relativePath` under `src/content/` (e.g. `pages/home.yml`); `page` is the path its words appear on. */
export function loadContentFile<Schema extends z.ZodType>(relativePath: string, schema: Schema, page?: string): z.output<Schema> {
  const { data, file } = readContentFile(relativePath, schema);
  recordLinks(linksIn(data, file, page));
  return fillTokens(data, contentTokens);
}
