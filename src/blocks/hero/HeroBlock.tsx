import { css } from '@linaria/core';
import { BadgeCheck } from 'lucide-react';
import { Hero } from '../../components/Hero.tsx';
import { BookingButton } from '../../components/BookingButton.tsx';
import { MetricTiles } from '../../components/MetricTiles.tsx';
import { OutlineLink } from '../../components/OutlineLink.tsx';
import { useSharedWords } from '../../components/SharedWords.tsx';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';

/** The usual promises, shown as a row of checked pills when the hero has no key figures. */
const promiseList = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  ${bareList}
  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-2) var(--space-4);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-pill);
    background: var(--color-surface);
    color: var(--color-ink);
    font-size: var(--text-sm);
    font-weight: 600;
  }
  & svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    color: var(--color-success);
  }
`;

/** Two tiles read as a pair beside the hero copy rather than stretching across the page. */
const pair = css`
  max-width: 36rem;
`;

/** The top of the page: headline, lead, the booking button and a second link, then key figures (or the usual promises). */
export function HeroBlock({ block, path, place }: Omit<BlockProps<'hero'>, 'tone'>) {
  const { servicePages: words } = useSharedWords();
  const promises = (
    <ul className={promiseList}>
      {words.promises.map((promise) => (
        <li key={promise}>
          <BadgeCheck aria-hidden="true" focusable="false" />
          {promise}
        </li>
      ))}
    </ul>
  );
  const figures = block.metrics ? <MetricTiles metrics={block.metrics} /> : block.withoutPromises ? null : promises;
  return (
    <Hero
      {...block}
      actions={
        <>
          <BookingButton place={place ?? 'hero'} text={block.bookingText} variant={block.bookingLook === 'outline' ? 'outline' : 'primary'} size="lg" />
          {block.secondary ? <OutlineLink link={block.secondary} path={path} /> : null}
        </>
      }
    >
      {block.metrics && block.metrics.length <= 2 ? <div className={pair}>{figures}</div> : figures}
    </Hero>
  );
}
