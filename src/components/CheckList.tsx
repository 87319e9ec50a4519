import { css, cx } from '@linaria/core';
import { Check } from 'lucide-react';
import { media } from '../styles/theme.ts';

export type CheckTone = 'success' | 'accent';
export type CheckListSize = 'sm' | 'md';

const list = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    gap: var(--space-2);
  }
  & svg {
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.2em;
  }
`;

const toneClass = {
  success: css`
    & svg {
      color: var(--color-success);
    }
  `,
  accent: css`
    & svg {
      color: var(--color-accent);
    }
  `,
} satisfies Record<CheckTone, string>;

const sizeClass = {
  sm: css`
    font-size: var(--text-sm);
  `,
  // Body-size points that stand on their own in a section, not inside a card.
  md: css`
    gap: var(--space-3);
    font-size: var(--text-base);
  `,
} satisfies Record<CheckListSize, string>;

const columnClass = {
  1: css``,
  2: css`
    ${media.md} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  `,
} satisfies Record<1 | 2, string>;

export interface CheckListProps {
  items: readonly string[];
  /** Icon colour: green on light surfaces, amber on dark ones. */
  tone?: CheckTone;
  /** Two columns from the md breakpoint. */
  columns?: 1 | 2;
  size?: CheckListSize;
  className?: string;
}

/** A list of short points, each behind a check mark (features, outcomes, contents). */
export function CheckList({ items, tone = 'success', columns = 1, size = 'sm', className }: CheckListProps) {
  return (
    <ul className={cx(list, toneClass[tone], sizeClass[size], columnClass[columns], className)}>
      {items.map((item) => (
        <li key={item}>
          <Check aria-hidden="true" focusable="false" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
