import { css, cx } from '@linaria/core';
import { media } from '../styles/theme.ts';
import { bareList } from '../styles/bareList.ts';

type CheckTone = 'success' | 'accent';
type CheckListSize = 'sm' | 'md';

// Lucide's check, drawn by CSS: lists of up to 60 points per page would otherwise carry an inline
// SVG each (a third of a page's HTML and its DOM).
const checkMark = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M20 6 9 17l-5-5'/%3E%3C/svg%3E")`;

const list = css`
  display: grid;
  gap: var(--space-2);
  ${bareList}
  & li {
    display: flex;
    gap: var(--space-2);
  }
  & li::before {
    content: '';
    flex: none;
    width: 1.1rem;
    height: 1.1rem;
    margin-top: 0.2em;
    background: var(--check-colour);
    mask: ${checkMark} center / contain no-repeat;
  }
`;

const toneClass = {
  success: css`
    --check-colour: var(--color-success);
  `,
  accent: css`
    --check-colour: var(--color-accent);
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

const twoColumns = css`
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

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
    <ul className={cx(list, toneClass[tone], sizeClass[size], columns === 2 && twoColumns, className)}>
      {items.map((item) => (
        <li key={item}>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
