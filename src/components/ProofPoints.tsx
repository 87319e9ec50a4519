import { css } from '@linaria/core';
import { BadgeCheck } from 'lucide-react';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
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

/** Short claims shown as a row of checked pills (e.g. under a hero). */
export function ProofPoints({ points }: { points: readonly string[] }) {
  return (
    <ul className={list}>
      {points.map((point) => (
        <li key={point}>
          <BadgeCheck aria-hidden="true" focusable="false" />
          {point}
        </li>
      ))}
    </ul>
  );
}
