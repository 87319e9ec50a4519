import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { media } from '../styles/theme.ts';
import { revealGroup, revealItem } from './revealDom.ts';
import { bareList } from '../styles/bareList.ts';

const grid = css`
  display: grid;
  gap: var(--space-5);
  ${bareList}
  grid-template-columns: minmax(0, 1fr);
  & > li {
    display: flex;
  }
`;

const columnClass = {
  2: css`
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
  3: css`
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${media.lg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  4: css`
    ${media.sm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${media.lg} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  `,
} satisfies Record<2 | 3 | 4, string>;

/** In a two-column grid, an odd last item spans the row instead of leaving a hole beside it. */
export const spanOddLastItem = `
  & > li:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
`;

/** Three or four columns are two below the lg breakpoint. */
const fillRowBelowLg = css`
  ${media.belowLg} {
    ${spanOddLastItem}
  }
`;

/** Where the grid has two columns, an odd last card spans the row instead of leaving a hole beside it. */
const fillRowClass = {
  2: css`
    ${spanOddLastItem}
  `,
  3: fillRowBelowLg,
  4: fillRowBelowLg,
} satisfies Record<2 | 3 | 4, string>;

/** The columns chosen for `count` cards (2 to 4, which the schemas allow), or those that keep a row full: four for 4 or 8 cards, two for 2, otherwise three. */
export function columnsFor(count: number, chosen?: number): 2 | 3 | 4 {
  if (chosen) return chosen as 2 | 3 | 4;
  if (count % 4 === 0) return 4;
  return count === 2 ? 2 : 3;
}

export interface CardGridProps<T> {
  items: readonly T[];
  columns?: 2 | 3 | 4;
  /** An odd last card spans a two-column row; off for image cards, which would grow to a banner. */
  fillRow?: boolean;
  className?: string;
  /** Stable key of an item. */
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Marker attributes a script finds the list and its cards by (a `*Dom.ts` contract's). */
  markers?: { list: Record<string, string>; item: Record<string, string> };
}

/**
 * A responsive list of cards that reveal staggered as they scroll into view (client entry; the
 * server HTML always shows them).
 */
export function CardGrid<T>({ items, columns = 3, fillRow = true, className, itemKey, renderItem, markers }: CardGridProps<T>) {
  return (
    <ul className={cx(grid, columnClass[columns], fillRow && fillRowClass[columns], className)} {...revealGroup} {...markers?.list}>
      {items.map((item, index) => (
        <li key={itemKey(item)} {...revealItem} {...markers?.item}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
