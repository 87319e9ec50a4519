/**
 * Post bodies rendered from Markdown, kept from one load of the content to the next by their text
 * (keptAcrossLoads.ts): a dev save of one post renders only that post's body again.
 */
import { countWordsInHtml, renderMarkdown, type RenderedBody } from './markdown.ts';
import { blogWords } from '../blogPage.ts';
import { keptAcrossLoads } from '../keptAcrossLoads.ts';

interface PostBody extends RenderedBody {
  wordCount: number;
}

/** A renderer for one load of the collection: `render` reuses the last load's body of the same text, `keep` leaves this load's for the next. */
export function postBodies(): { render(markdown: string): PostBody; keep(): void } {
  const kept = keptAcrossLoads<PostBody>('post bodies');
  return {
    render(markdown) {
      const reused = kept.reuse(markdown);
      if (reused) return kept.keep(markdown, reused);
      const { html, headings } = renderMarkdown(markdown, blogWords.article);
      return kept.keep(markdown, { html, headings, wordCount: countWordsInHtml(html) });
    },
    keep: kept.done,
  };
}
