/**
 * The dedicated articles' copy is data (src/content/articles/): prose fields are Markdown (rendered
 * with the same renderer as the Markdown posts), structured parts are records the page lays out.
 */
import type { z } from 'zod';
import { paths } from '../../../paths.ts';
import { loadContentFile } from '../../contentFile.ts';
import { anchor, group, line, markdown } from '../../fields.ts';
import { blogWords } from '../../blogPage.ts';
import { countWordsInHtml, renderMarkdown } from '../markdown.ts';
import type { PostMeta } from '../schema.ts';
import { blogUrls } from '../urls.ts';

/** A prose section of a dedicated article, with its anchor id. */
export const proseSectionShape = group('Section', { id: anchor('Anchor'), title: line('Title'), body: markdown('Text') });

export type ProseSection = z.output<typeof proseSectionShape>;

/** Keys that hold identifiers, not words a reader reads. */
const nonProseKeys = new Set(['id', 'area', 'layout', 'side', 'slug', 'file', 'meta']);

/** Words a reader reads in a copy object: every string outside identifier fields, Markdown rendered. */
function copyWordCount(copy: unknown): number {
  if (typeof copy === 'string') return countWordsInHtml(renderMarkdown(copy, blogWords.article).html);
  if (Array.isArray(copy)) return copy.reduce((total: number, item) => total + copyWordCount(item), 0);
  if (typeof copy === 'object' && copy !== null) {
    return Object.entries(copy).reduce((total, [key, value]) => (nonProseKeys.has(key) ? total : total + copyWordCount(value)), 0);
  }
  return 0;
}

/**
 * A dedicated article's file under src/content/, read and checked on import (a bad value throws,
 * naming the file and field): its post facts, the copy its page lays out, and that copy's words.
 */
export function loadArticle<Schema extends z.ZodType<{ meta: PostMeta }>>(file: string, schema: Schema) {
  const { meta, ...copy } = loadContentFile(file, schema, (article) => blogUrls(paths.blog).article(article.meta.slug));
  return { file, meta, copy, wordCount: copyWordCount(copy) };
}
