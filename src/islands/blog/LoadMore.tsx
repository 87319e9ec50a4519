import { css } from '@linaria/core';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/Button.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { islandAttr } from '../attributes.ts';
import { fillPage, hasMore, nextPage } from './paging.ts';
import { PostCard } from './PostCard.tsx';
import type { CardPage, PostCardData } from './types.ts';

export interface LoadMoreProps {
  /** The first page of grid cards (server-rendered). */
  initial: PostCardData[];
  /** Grid cards in total (every post but the featured one). */
  total: number;
  pageSize: number;
  /** Plain page of grid page n, e.g. '/blog/page/{n}/': the no-JavaScript path through the list. */
  pageHref: string;
  /** JSON of grid page n, e.g. '/blog/page/{n}/cards.json'. */
  cardsHref: string;
}

const footer = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  margin-top: var(--space-7);
`;

const status = css`
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

/**
 * The blog grid with 'Load More Articles'. Without JavaScript the button is a link to the next
 * plain page; once hydrated it appends the next page of cards in place, moves keyboard focus to
 * the first new card and disappears when every post is shown.
 */
export function LoadMore({ initial, total, pageSize, pageHref, cardsHref }: LoadMoreProps) {
  const [cards, setCards] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [interactive, setInteractive] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll<HTMLElement>('[data-card-link]')[focusIndex]?.focus();
  }, [focusIndex]);

  const page = nextPage(cards.length, pageSize);

  async function loadMore() {
    if (loading) return;
    setLoading(true);
    try {
      const response = await fetch(fillPage(cardsHref, page));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const data = (await response.json()) as CardPage;
      setFocusIndex(cards.length);
      setCards((current) => [...current, ...data.cards]);
    } catch {
      // The plain page always works: fall back to it rather than leave the visitor stuck.
      window.location.assign(fillPage(pageHref, page));
    } finally {
      setLoading(false);
    }
  }

  const more = hasMore(cards.length, total);
  const label = 'Load More Articles';
  return (
    <>
      <div ref={listRef}>
        <CardGrid items={cards} fillRow={false} itemKey={(card) => String(card.id)} renderItem={(card) => <PostCard post={card} />} />
      </div>
      <div className={footer}>
        <p className={status} role="status">
          Showing {cards.length} of {total} articles
        </p>
        {more && interactive ? (
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'lg' })}
            onClick={() => void loadMore()}
            aria-busy={loading || undefined}
            {...{ [islandAttr.replay]: 'load-more' }}
          >
            {label}
            <ChevronDown aria-hidden="true" focusable="false" />
          </button>
        ) : null}
        {more && !interactive ? (
          <a
            className={buttonClass({ variant: 'outline', size: 'lg' })}
            href={fillPage(pageHref, page)}
            onClick={(event) => {
              event.preventDefault();
              void loadMore();
            }}
            {...{ [islandAttr.replay]: 'load-more' }}
          >
            {label}
            <ChevronDown aria-hidden="true" focusable="false" />
          </a>
        ) : null}
      </div>
    </>
  );
}
