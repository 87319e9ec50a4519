import { css } from '@linaria/core';
import { CheckList } from '../../components/CheckList.tsx';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { raisedPanel } from '../../styles/raisedPanel.ts';
import { bareList } from '../../styles/bareList.ts';
import { columnCount } from '../../styles/columnCount.ts';

const list = css`
  position: relative;
  display: grid;
  gap: var(--space-5);
  ${bareList}
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(var(--columns), minmax(0, 1fr));
    /* The line that joins the markers, drawn behind them. */
    &::before {
      content: '';
      position: absolute;
      top: 0.75rem;
      left: 0.75rem;
      right: 0.75rem;
      height: 2px;
      background: linear-gradient(90deg, var(--color-primary), var(--color-accent));
    }
  }
`;

const item = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  ${media.lg} {
    padding-top: var(--space-6);
  }
`;

const marker = css`
  display: none;
  ${media.lg} {
    position: absolute;
    top: 0;
    left: 0;
    display: block;
    width: 1.5rem;
    height: 1.5rem;
    border: 4px solid var(--color-surface);
    border-radius: 50%;
    background: var(--color-primary);
    box-shadow: 0 0 0 2px var(--color-primary);
  }
`;

const body = css`
  flex: 1;
  padding: var(--space-5);
  ${raisedPanel}
  & h3 {
    font-size: var(--text-lg);
    margin: var(--space-2) 0;
  }
  & > ul {
    margin-top: var(--space-4);
  }
`;

const description = css`
  color: var(--color-text-muted);
  font-size: var(--text-sm);
`;

const period = css`
  display: inline-block;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-pill);
  background: var(--color-primary);
  color: var(--color-on-dark);
  font-size: var(--text-sm);
  font-weight: 750;
`;

/** What a client can expect, milestone by milestone (an ordered list read left to right). */
export function ResultsBlock({ block }: BlockProps<'results'>) {
  return (
    <ol className={`${list} ${columnCount(block.milestones.length, 3, 5)}`}>
      {block.milestones.map((milestone) => (
        <li key={milestone.period} className={item}>
          <span className={marker} aria-hidden="true" />
          <div className={body}>
            <p className={period}>{milestone.period}</p>
            <h3>{milestone.title}</h3>
            <p className={description}>{milestone.description}</p>
            <CheckList items={milestone.outcomes} />
          </div>
        </li>
      ))}
    </ol>
  );
}
