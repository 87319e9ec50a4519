import { css, cx } from '@linaria/core';
import { Quote } from 'lucide-react';

const quote = css`
  position: relative;
  max-width: 48rem;
  margin: 0 auto;
  padding: var(--space-6);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-md);
  text-align: center;
  & svg {
    width: 2rem;
    height: 2rem;
    margin: 0 auto var(--space-3);
    color: var(--color-accent);
  }
  & p {
    color: var(--color-ink);
    font-size: var(--text-xl);
    font-weight: 600;
    line-height: var(--leading-snug);
  }
  & footer {
    margin-top: var(--space-4);
    color: var(--color-text-muted);
    font-size: var(--text-sm);
  }
`;

/** A quotation set apart on a raised card, with who said it under it. */
export function PullQuote({ quote: words, by, className }: { quote: string; by: string; className?: string }) {
  return (
    <blockquote className={cx(quote, className)}>
      <Quote aria-hidden="true" focusable="false" />
      <p>{words}</p>
      <footer>{by}</footer>
    </blockquote>
  );
}
