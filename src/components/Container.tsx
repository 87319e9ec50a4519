import { css, cx } from '@linaria/core';
import type { HTMLAttributes } from 'react';

export const containerClass = css`
  width: 100%;
  max-width: calc(var(--container-width) + 2 * var(--container-gutter));
  margin: 0 auto;
  padding: 0 var(--container-gutter);
`;

/** Centred, width-limited content column with the site's side gutters. */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx(containerClass, className)} />;
}
