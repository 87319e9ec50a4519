import { css, cx } from '@linaria/core';
import { media } from '../styles/theme.ts';

export type MonogramSize = 'md' | 'xl';

const base = css`
  display: inline-grid;
  flex: none;
  place-items: center;
  aspect-ratio: 1;
  border-radius: 50%;
  background: linear-gradient(135deg, var(--color-primary), var(--color-primary-deep));
  color: var(--color-on-dark);
  font-weight: 750;
  letter-spacing: 0.04em;
`;

const sizeClass = {
  // Beside a byline or an author card.
  md: css`
    width: 3rem;
    font-size: var(--text-sm);
  `,
  // The home page's founder portrait.
  xl: css`
    width: 10rem;
    box-shadow: 0 0 0 8px var(--color-primary-soft);
    font-size: 3rem;
    font-weight: 800;
    ${media.md} {
      width: 14rem;
      font-size: 4rem;
    }
  `,
} satisfies Record<MonogramSize, string>;

/** Up to two initials of a name: 'Morgan Hale' → 'MH'. */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

/** A person's initials in a circle (decorative: the name is always printed beside it). */
export function Monogram({ name, size = 'md' }: { name: string; size?: MonogramSize }) {
  return (
    <span className={cx(base, sizeClass[size])} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
