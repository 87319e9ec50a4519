import { css, cx } from '@linaria/core';
import { Check } from 'lucide-react';
import { media } from '../styles/theme.ts';

export type CheckTone = 'success' | 'accent';

const list = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--text-sm);
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
  className?: string;
}

/** A list of short points, each behind a check mark (features, outcomes, contents). */
export function CheckList({ items, tone = 'success', columns = 1, className }: CheckListProps) {
  return (
    <ul className={cx(list, toneClass[tone], columnClass[columns], className)}>
      {items.map((item) => (
        <li key={item}>
          <Check aria-hidden="true" focusable="false" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
