import { css } from '@linaria/core';

const badge = css`
  display: inline-flex;
  align-items: center;
  width: fit-content;
  padding: 0.2rem 0.7rem;
  border-radius: var(--radius-pill);
  background: var(--color-primary-soft);
  color: var(--color-primary-hover);
  font-size: var(--text-xs);
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.5;
`;

/** A post's category, display only (the blog has no filtering). */
export function CategoryBadge({ category }: { category: string }) {
  return <span className={badge}>{category}</span>;
}
