import { css } from '@linaria/core';
import { MediaSplit } from '../../components/MediaSplit.tsx';
import { Picture } from '../../components/Picture.tsx';
import { RichText } from '../../components/RichText.tsx';
import type { BlockProps } from '../blockProps.ts';

const text = css`
  display: grid;
  gap: var(--space-4);
  color: var(--color-text-muted);
  font-size: var(--text-lg);
  & ul,
  & ol {
    display: grid;
    gap: var(--space-2);
    margin: 0;
    padding-left: 1.4rem;
  }
  & strong {
    color: var(--color-ink);
  }
`;

const raised = css`
  & img {
    box-shadow: var(--shadow-md);
  }
`;

/** Text beside an image (on the side chosen) from the lg breakpoint, the image under the text below it. */
export function ImageTextBlock({ block }: BlockProps<'imageText'>) {
  return (
    <MediaSplit side={block.imageSide} figureClassName={raised} figure={<Picture image={block.image} alt={block.imageAlt} sizes="(min-width: 1024px) 36rem, 100vw" />}>
      <div className={text}>
        <RichText text={block.body} />
      </div>
    </MediaSplit>
  );
}
