import { css } from '@linaria/core';
import { Clock } from 'lucide-react';
import { CheckList } from '../../components/CheckList.tsx';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';

const list = css`
  display: grid;
  gap: var(--space-5);
  ${bareList}
`;

const item = css`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  ${media.md} {
    grid-template-columns: 12rem minmax(0, 1fr);
    gap: var(--space-6);
  }
`;

const meta = css`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
`;

const label = css`
  color: var(--color-accent-strong);
  font-size: var(--text-xs);
  font-weight: 750;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const duration = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  font-weight: 600;
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

const body = css`
  & h3 {
    font-size: var(--text-xl);
    margin-bottom: var(--space-2);
  }
  & > p {
    color: var(--color-text-muted);
  }
  & > ul {
    margin-top: var(--space-4);
  }
`;

/** Engagement phases with their durations and deliverables, in order. */
export function PhasesBlock({ block }: BlockProps<'phases'>) {
  return (
    <ol className={list}>
      {block.phases.map((phase) => (
        <li key={phase.title} className={item}>
          <div className={meta}>
            <span className={label}>{phase.phase}</span>
            <span className={duration}>
              <Clock aria-hidden="true" focusable="false" />
              {phase.duration}
            </span>
          </div>
          <div className={body}>
            <h3>{phase.title}</h3>
            <p>{phase.description}</p>
            {phase.deliverables.length > 0 ? (
              // A visually hidden lead-in names the list (html-validate rejects aria-label on a plain ul).
              <>
                <p className="visually-hidden">Deliverables:</p>
                <CheckList items={phase.deliverables} columns={2} />
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
