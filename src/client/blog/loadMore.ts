import { loadMoreDom, showingText, type StatusWords } from '../../pages/blog/blogDom.ts';
import { afterNextPaint } from '../afterNextPaint.ts';

interface PlainPage {
  cards: Element[];
  /** The plain page after it, from its pager's `rel="next"` link; null on the last page. */
  next: string | null;
}

/** A plain blog page (`/blog/page/<n>/`), read from its HTML: its cards, in the very markup the list shows. */
async function readPlainPage(doc: Document, url: string): Promise<PlainPage> {
  const view = doc.defaultView;
  if (!view) throw new Error('The list is not in a window');
  const response = await view.fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  const page = new view.DOMParser().parseFromString(await response.text(), 'text/html');
  const cards = [...page.querySelectorAll(`[${loadMoreDom.cardAttr}]`)];
  if (cards.length === 0) throw new Error(`No cards in ${url}`);
  const next = page.querySelector('a[rel="next"]')?.getAttribute('href');
  return { cards: cards.map((card) => doc.importNode(card, true)), next: next ? new URL(next, response.url).pathname : null };
}

/**
 * 'Load More Articles' beyond the folded second page: when a folded page opens, keyboard focus
 * moves to its first card and the page after it is folded in behind the next press, read from its
 * plain page, so that press too answers at once. Pressed before that page has arrived, the way-on
 * link waits for it, or, if it cannot be had, leads to the plain page.
 */
export function enhanceLoadMore(doc: Document): void {
  for (const list of doc.querySelectorAll<HTMLElement>(`[${loadMoreDom.listAttr}]`)) {
    const total = Number(list.getAttribute(loadMoreDom.totalAttr));
    const words = JSON.parse(list.getAttribute(loadMoreDom.statusWordsAttr) ?? '{}') as StatusWords;
    const next = list.querySelector<HTMLAnchorElement>(`a[${loadMoreDom.nextAttr}]`);
    let pending: Promise<HTMLDetailsElement | null> | null = null;

    const batches = () => [...list.querySelectorAll<HTMLDetailsElement>(`details[${loadMoreDom.batchAttr}]`)];

    const foldInNext = (): Promise<HTMLDetailsElement | null> | null => {
      const last = batches().at(-1);
      if (!next?.isConnected || !last) return null;
      if (pending) return pending;
      const page = Number(last.getAttribute(loadMoreDom.batchAttr)) + 1;
      pending = readPlainPage(doc, next.href)
        .then(({ cards, next: after }) => {
          // Built from the folded page before it, so it looks and behaves the same.
          const batch = doc.createElement('details');
          batch.setAttribute(loadMoreDom.batchAttr, String(page));
          const grid = last.querySelector(`[${loadMoreDom.gridAttr}]`)?.cloneNode(false) as HTMLElement;
          grid.append(...cards);
          const status = last.querySelector(`[${loadMoreDom.statusAttr}]`)?.cloneNode(false) as HTMLElement;
          const shown = list.querySelectorAll(`[${loadMoreDom.cardLinkAttr}]`).length + cards.length;
          status.textContent = showingText(shown, total, words);
          batch.append(last.querySelector(`[${loadMoreDom.moreAttr}]`)?.cloneNode(true) as Node, grid, status);
          batch.addEventListener('toggle', () => opened(batch));
          next.before(batch);
          if (after && shown < total) next.href = after;
          else next.remove();
          return batch;
        })
        .catch(() => null)
        .finally(() => {
          pending = null;
        });
      return pending;
    };

    // Once the opened cards have painted: moving focus forces a style update the tap's answer must
    // not wait for (focus arrives a frame later), nor the reading of the next page.
    const opened = (batch: HTMLDetailsElement) => {
      const view = doc.defaultView;
      if (!batch.open || !view) return;
      afterNextPaint(view, () => {
        if (!batch.open) return;
        batch.querySelector<HTMLElement>(`[${loadMoreDom.cardLinkAttr}]`)?.focus();
        void foldInNext();
      });
    };

    for (const batch of batches()) {
      batch.addEventListener('toggle', () => opened(batch));
      // Opened before this script ran (a press at first paint): carry on from there.
      if (batch.open) void foldInNext();
    }
    next?.addEventListener('click', (event) => {
      const arriving = foldInNext();
      if (!arriving) return;
      event.preventDefault();
      void arriving.then((batch) => {
        if (batch) batch.open = true;
        else doc.defaultView?.location.assign(next.href);
      });
    });
  }
}
