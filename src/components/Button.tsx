import { css, cx } from '@linaria/core';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'default' | 'lg' | 'icon';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  border: 2px solid transparent;
  border-radius: var(--radius-pill);
  font: inherit;
  font-weight: 650;
  line-height: 1.2;
  text-align: center;
  text-wrap: balance;
  text-decoration: none;
  cursor: pointer;
  /* A <summary> can wear the class too: no disclosure triangle. */
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  transition:
    background-color var(--transition-fast),
    color var(--transition-fast),
    border-color var(--transition-fast),
    box-shadow var(--transition-fast);

  & svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
  }
`;

const variantClass = {
  primary: css`
    background: var(--color-primary);
    color: var(--color-on-dark);
    box-shadow: var(--shadow-sm);
    &:hover {
      background: var(--color-primary-hover);
      color: var(--color-on-dark);
      box-shadow: var(--shadow-md);
    }
  `,
  secondary: css`
    background: var(--color-accent);
    color: var(--color-ink);
    &:hover {
      background: var(--color-accent-hover);
      color: var(--color-ink);
    }
  `,
  outline: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover {
      background: rgb(127 127 127 / 12%);
      color: inherit;
    }
  `,
  /* The quiet control beside the content: Menu, the drawer's icons, the Services chevron, Share. */
  ghost: css`
    border-width: 1px;
    border-color: var(--color-border-strong);
    border-radius: var(--radius-sm);
    background: var(--color-surface);
    color: var(--color-ink);
  `,
} satisfies Record<ButtonVariant, string>;

const sizeClass = {
  default: css`
    min-height: 2.75rem;
    padding: 0.6rem 1.25rem;
    font-size: var(--text-sm);
  `,
  lg: css`
    min-height: 3.25rem;
    /* Narrower sides on phones, so long labels ('Start Your Revenue Transformation') keep one line. */
    padding: 0.8rem clamp(1rem, 4vw, 1.75rem);
    font-size: var(--text-base);
  `,
  /* A square for an icon alone (its name in aria-label), as large as a finger needs. */
  icon: css`
    width: 2.75rem;
    height: 2.75rem;
    padding: 0;
    & svg {
      width: 1.25rem;
      height: 1.25rem;
    }
  `,
} satisfies Record<ButtonSize, string>;

interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Class list for anything that should look like a button; the caller's class comes last. */
export function buttonClass({ variant = 'primary', size = 'default', className }: ButtonStyleOptions = {}): string {
  return cx(base, variantClass[variant], sizeClass[size], className);
}
