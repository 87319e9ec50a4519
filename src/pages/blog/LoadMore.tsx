import { css } from '@linaria/core';
import { ChevronDown } from 'lucide-react';
import { buttonClass } from '../../components/Button.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import type { BlogPost } from '../../content/blog/loadPosts.ts';
import type { BlogUrls } from '../../content/blog/urls.ts';
import { loadMoreDom, postGridMarkers, showingText, type StatusWords } from './blogDom.ts';
import { useBlogWords } from './BlogWords.tsx';
import { PostCard } from './PostCard.tsx';

export interface LoadMoreProps {
  /** Grid page 1, shown at once. */
  first: readonly BlogPost[];
  /** Grid page 2, folded behind 'Load More Articles'. */
  second: readonly BlogPost[];
  /** Grid cards in all (every post but the featured one). */
  total: number;
  /** The blog's URLs: the cards' articles, and the plain page 3 (`/blog/page/3/`), where the cards after page 2 begin, script or not. */
  urls: BlogUrls;
}

const list = css`
  /* One folded page of cards shows its button at a time, and the way on only once all are open. */
  & details:not([open]) ~ details,
  & details:not([open]) ~ [${loadMoreDom.nextAttr}] {
    display: none;
  }
  /* Only the last status line counts. */
  & [${loadMoreDom.statusAttr}]:has(~ details[open]),
  & details[open]:has(~ details[open]) > [${loadMoreDom.statusAttr}] {
    display: none;
  }
`;

const cards = css`
  details > & {
    margin-top: var(--space-5);
  }
`;

const status = css`
  margin-top: var(--space-7);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  text-align: center;
`;

const more = css`
  display: flex;
  width: fit-content;
  margin: var(--space-3) auto 0;
  details[open] > & {
    display: none;
  }
`;

/** The status line after `shown` cards. */
function Showing({ shown, total }: { shown: number; total: number }) {
  const { loadMore } = useBlogWords();
  return (
    <p className={status} role="status" {...{ [loadMoreDom.statusAttr]: '' }}>
      {showingText(shown, total, loadMore)}
    </p>
  );
}

function Cards({ items, urls }: { items: readonly BlogPost[]; urls: BlogUrls }) {
  return (
    <CardGrid
      className={cards}
      items={items}
      fillRow={false}
      itemKey={(card) => String(card.id)}
      renderItem={(card) => <PostCard post={card} href={urls.article(card.slug)} />}
      markers={postGridMarkers}
    />
  );
}

/**
 * The blog grid with 'Load More Articles'. The second page of cards is already in the HTML, folded
 * in a native disclosure whose summary is the button, so a press shows it at once, script or not;
 * after it, a link leads on to the plain page 3. src/client/blog/loadMore.ts moves focus to the first
 * new card and folds in each further page ahead of the press that will open it.
 */
export function LoadMore({ first, second, total, urls }: LoadMoreProps) {
  const shown = first.length + second.length;
  const { loadMore } = useBlogWords();
  const label = loadMore.button;
  const statusWords = JSON.stringify({ showing: loadMore.showing, of: loadMore.of, articles: loadMore.articles } satisfies StatusWords);
  return (
    <div className={list} {...{ [loadMoreDom.listAttr]: '', [loadMoreDom.totalAttr]: total, [loadMoreDom.statusWordsAttr]: statusWords }}>
      <Cards items={first} urls={urls} />
      <Showing shown={first.length} total={total} />
      {second.length > 0 ? (
        <details {...{ [loadMoreDom.batchAttr]: 2 }}>
          <summary className={buttonClass({ variant: 'outline', size: 'lg', className: more })} {...{ [loadMoreDom.moreAttr]: '' }}>
            {label}
            <ChevronDown aria-hidden="true" focusable="false" />
          </summary>
          <Cards items={second} urls={urls} />
          <Showing shown={shown} total={total} />
        </details>
      ) : null}
      {shown < total ? (
        <a className={buttonClass({ variant: 'outline', size: 'lg', className: more })} href={urls.page(3)} {...{ [loadMoreDom.nextAttr]: '' }}>
          {label}
          <ChevronDown aria-hidden="true" focusable="false" />
        </a>
      ) : null}
    </div>
  );
}
