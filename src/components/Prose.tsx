import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { media } from '../styles/theme.ts';
import { raisedPanel } from '../styles/raisedPanel.ts';

const prose = css`
  display: grid;
  gap: var(--space-4);
  font-size: var(--text-lg);
  color: var(--color-text-muted);
`;

/** Text beside a panel: the text wider, side by side from large screens. */
export const proseBeside = css`
  display: grid;
  gap: var(--space-6);
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    gap: var(--space-8);
  }
`;

/** A framed panel beside or under text, with its heading. */
export const prosePanel = css`
  padding: var(--space-6) var(--space-5);
  ${raisedPanel}
  & h3 {
    margin-bottom: var(--space-4);
    font-size: var(--text-xl);
  }
`;

/** Lead paragraphs of a section, with optional content after them. */
export function Prose({ paragraphs, className, children }: { paragraphs: readonly string[]; className?: string; children?: ReactNode }) {
  return (
    <div className={cx(prose, className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}
