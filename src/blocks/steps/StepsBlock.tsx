import { css } from '@linaria/core';
import { spanOddLastItem } from '../../components/CardGrid.tsx';
import { useSharedWords } from '../../components/SharedWords.tsx';
import { revealGroup, revealItem } from '../../components/revealDom.ts';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';
import { columnCount } from '../../styles/columnCount.ts';

const list = css`
  display: grid;
  gap: var(--space-5);
  ${bareList}
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.belowLg} {
    ${spanOddLastItem}
  }
  ${media.lg} {
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
  }
`;

const item = css`
  position: relative;
  padding: var(--space-5);
  border-top: 4px solid var(--color-primary);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
  & h3 {
    font-size: var(--text-lg);
    margin: var(--space-3) 0 var(--space-2);
  }
  & p {
    color: var(--color-text-muted);
    font-size: var(--text-sm);
  }
`;

const number = css`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: var(--color-primary);
  color: var(--color-on-dark);
  font-weight: 750;
`;

/** A numbered process (an ordered list): 4 steps on most pages, 5 on the CRM page. */
export function StepsBlock({ block }: BlockProps<'steps'>) {
  const words = useSharedWords();
  return (
    <ol className={`${list} ${columnCount(block.steps.length, 3, 5)}`} {...revealGroup}>
      {block.steps.map((step, index) => (
        <li key={step.title} className={item} {...revealItem}>
          <span className={number} aria-hidden="true">
            {index + 1}
          </span>
          <h3>
            <span className="visually-hidden">
              {`${words.step} `}
              {index + 1}
              {': '}
            </span>
            {step.title}
          </h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
