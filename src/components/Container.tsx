import { css, cx } from '@linaria/core';
import type { HTMLAttributes } from 'react';

const containerClass = css`
  width: 100%;
  max-width: calc(var(--container-width) + 2 * var(--container-gutter));
  /* Inline only, so a caller's class can set the block padding and margins whatever the CSS order. */
  margin-inline: auto;
  padding-inline: var(--container-gutter);
`;

/** Centred, width-limited content column with the site's side gutters. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx(containerClass, className)} />;
}
