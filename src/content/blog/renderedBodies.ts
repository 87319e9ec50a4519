/**
 * Post bodies rendered from Markdown, kept from one load of the content to the next: `npm run dev`
 * loads a fresh copy of the server bundle for each save (src/build/serverBundleLoader.ts), and a
 * save of one post then renders only that post's body again. Held on globalThis, the one object
 * the copies share; each load keeps only the bodies it rendered or reused, so the store never holds
 * more than the posts as they are.
 */
import { countWordsInHtml, renderMarkdown, type RenderedBody } from './markdown.ts';
import { blogWords } from '../blogPage.ts';

export interface PostBody extends RenderedBody {
  wordCount: number;
}

const store = Symbol.for('hale-growth.renderedPostBodies');
const shared = globalThis as { [store]?: ReadonlyMap<string, PostBody> };

/** A renderer for one load of the collection: `render` reuses the last load's body of the same text, `keep` leaves this load's for the next. */
export function postBodies(): { render(markdown: string): PostBody; keep(): void } {
  const previous = shared[store] ?? new Map<string, PostBody>();
  const used = new Map<string, PostBody>();
  return {
    render(markdown) {
      let body = used.get(markdown) ?? previous.get(markdown);
      if (!body) {
        const { html, headings } = renderMarkdown(markdown, blogWords.article);
        body = { html, headings, wordCount: countWordsInHtml(html) };
      }
      used.set(markdown, body);
      return body;
    },
    keep() {
      shared[store] = used;
    },
  };
}
