/** What the blog's markup and its browser-side behaviour (src/client/blog/) agree on. */

export const shareDom = {
  /** On the Share menu's `<details>`. */
  menuAttr: 'data-share',
  /** On its `<summary>`, the Share button, which focus comes back to as the menu closes from inside. */
  triggerAttr: 'data-share-trigger',
  /** On a share link that opens in a popup window. */
  windowAttr: 'data-share-window',
  /** On the menu's item that holds 'Copy Link', hidden until the client can copy. */
  copyItemAttr: 'data-copy-item',
  /** On 'Copy Link': the URL it copies… */
  copyAttr: 'data-copy-link',
  /** …and the messages shown once it is copied, or when it cannot be. */
  copiedAttr: 'data-copied-message',
  copyFailedAttr: 'data-copy-failed-message',
} as const;

export const loadMoreDom = {
  /** On the list's wrapper, with the number of grid cards in all. */
  listAttr: 'data-load-more',
  totalAttr: 'data-total',
  /** On each folded page of cards (`<details>`): its page number. */
  batchAttr: 'data-load-more-batch',
  /** On its `<summary>`, the 'Load More Articles' button that opens it. */
  moreAttr: 'data-load-more-button',
  /** On each grid of cards (`<ul>`), the first page's and each folded page's. */
  gridAttr: 'data-post-grid',
  /** On each card (`<li>`) of a grid, which the next page's cards are taken from. */
  cardAttr: 'data-post-card',
  /** On the link to the next plain page, the way on once every folded page is open. */
  nextAttr: 'data-load-more-next',
  /** On each 'Showing n of m articles' line. */
  statusAttr: 'data-load-more-status',
  /** On the list's wrapper: the status line's words, as JSON (`StatusWords`). */
  statusWordsAttr: 'data-status-words',
  /** On a card's title link, which takes focus when its page of cards opens. */
  cardLinkAttr: 'data-card-link',
} as const;

/** CardGrid's markers for a grid of post cards, on the list and on its plain pages alike. */
export const postGridMarkers = {
  list: { [loadMoreDom.gridAttr]: '' },
  item: { [loadMoreDom.cardAttr]: '' },
};

/** Features of a share window: a popup, with no link back to this page. */
export const shareWindowFeatures = 'noopener,noreferrer,width=600,height=640';

/** On the reading-progress bar. */
export const readingProgressAttr = 'data-reading-progress';

/** The words of the status line, from the blog's content ('Showing', 'of', 'articles'). */
export interface StatusWords {
  showing: string;
  of: string;
  articles: string;
}

/** The status line under the cards: 'Showing 6 of 8 articles'. */
export function showingText(shown: number, total: number, words: StatusWords): string {
  return `${words.showing} ${shown} ${words.of} ${total} ${words.articles}`;
}
