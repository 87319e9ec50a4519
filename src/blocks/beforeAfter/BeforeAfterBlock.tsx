import { css, cx } from '@linaria/core';
import { Check, X } from 'lucide-react';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';

const comparison = css`
  display: grid;
  gap: var(--space-5);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const panel = css`
  padding: var(--space-6) var(--space-5);
  border-radius: var(--radius-lg);
  & h3 {
    margin-bottom: var(--space-4);
    font-size: var(--text-xl);
  }
  & ul {
    display: grid;
    gap: var(--space-3);
    ${bareList}
  }
  & li {
    display: flex;
    gap: var(--space-3);
  }
  & svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2em;
  }
`;

const beforePanel = css`
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  & svg {
    color: var(--color-danger);
  }
`;

const afterPanel = css`
  border: 2px solid var(--color-primary);
  background: var(--color-surface);
  box-shadow: var(--shadow-md);
  & svg {
    color: var(--color-success);
  }
`;

export function BeforeAfterBlock({ block }: BlockProps<'beforeAfter'>) {
  // What goes wrong today is crossed out, what changes is checked.
  const sides = [
    { side: block.before, className: beforePanel, Mark: X },
    { side: block.after, className: afterPanel, Mark: Check },
  ];
  return (
    <div className={comparison}>
      {sides.map(({ side, className, Mark }) => (
        <div key={className} className={cx(panel, className)}>
          <h3>{side.title}</h3>
          <ul>
            {side.points.map((point) => (
              <li key={point}>
                <Mark aria-hidden="true" focusable="false" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
