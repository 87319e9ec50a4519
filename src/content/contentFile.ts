/**
 * A page's words, from its content file: read and validated with the figures named in braces
 * filled in from the settings (dataFile.ts), and its links recorded for the build's check.
 */
import type { z } from 'zod';
import { recordLinks, linksIn } from './contentLinks.ts';
import { contentTokens } from './contentTokens.ts';
import { readContentFile } from './dataFile.ts';
import { buildTime, isDue } from './publication.ts';

/**
 * `relativePath` under `src/content/` (e.g. `pages/home.yml`); `page` is the path of the page its words
 * appear on, for `#anchor` links, or how to tell it from the file's data (a service's URL name). Its
 * links are recorded for the build's check; a page to be published later is not built yet: its links
 * into itself are checked in the build that publishes it, the others now.
 */
export function loadContentFile<Schema extends z.ZodType>(relativePath: string, schema: Schema, page?: string | ((data: z.output<Schema>) => string)): z.output<Schema> {
  const { data, written, file } = readContentFile(relativePath, schema, contentTokens);
  const path = typeof page === 'function' ? page(data) : page;
  const links = linksIn(written, file, path);
  recordLinks(isDue((data as { publishAt?: string }).publishAt, buildTime) ? links : links.filter((link) => (link.href.split('#', 1)[0] || path) !== path));
  return data;
}

/** A page's content file, loaded: where it is under `src/content/`, its schema, the page its words appear on, and its words. */
export interface PageContent<Schema extends z.ZodType> {
  file: string;
  schema: Schema;
  path: string;
  content: z.output<Schema>;
}

/** The content file of the page at `path`, read and validated now (a bad value throws, naming the file and field). */
export function pageContent<Schema extends z.ZodType>(file: string, schema: Schema, path: string): PageContent<Schema> {
  return { file, schema, path, content: loadContentFile(file, schema, path) };
}
