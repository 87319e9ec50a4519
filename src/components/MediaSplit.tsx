import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { media } from '../styles/theme.ts';

/** Copy and media side by side from the lg breakpoint, stacked (media last) below it. */
const split = css`
  display: grid;
  gap: var(--space-7);
  align-items: center;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    gap: var(--space-8);
  }
`;

const mediaClass = css`
  margin: 0;
  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-lg);
  }
`;

export type MediaSide = 'right' | 'left';

/** The media on the left, where the copy would be otherwise. */
const mediaLeft = css`
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.05fr);
    & > figure {
      order: -1;
    }
  }
`;

export interface MediaSplitProps {
  /** An illustration or image, in a <figure>. */
  figure: ReactNode;
  side?: MediaSide;
  figureClassName?: string;
  children: ReactNode;
}

/** Copy beside an illustration: the hero's with media, and the image-beside-text block. */
export function MediaSplit({ figure, side = 'right', figureClassName, children }: MediaSplitProps) {
  return (
    <div className={cx(split, side === 'left' && mediaLeft)}>
      <div>{children}</div>
      <figure className={cx(mediaClass, figureClassName)}>{figure}</figure>
    </div>
  );
}
