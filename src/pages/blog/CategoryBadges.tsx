import { css } from '@linaria/core';
import { useBlogWords } from './BlogWords.tsx';
import { bareList } from '../../styles/bareList.ts';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  ${bareList}
  & li {
    padding: 0.3rem 0.85rem;
    border: 1px solid var(--color-border-strong);
    border-radius: var(--radius-pill);
    background: var(--color-surface);
    color: var(--color-text);
    font-size: var(--text-sm);
    font-weight: 600;
  }
  & li:first-child {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-on-dark);
  }
`;

/** SPEC.md §9 categories as display-only badges (the blog has no filtering). */
export function CategoryBadges() {
  const { categories } = useBlogWords();
  return (
    <ul className={list}>
      {categories.map((category) => (
        <li key={category}>{category}</li>
      ))}
    </ul>
  );
}
