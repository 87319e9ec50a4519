import { css, cx } from '@linaria/core';

/** Intrinsic size of the blog's cover art (scripts/generate-blog-covers.ts). */
export const coverImageSize = { width: 1600, height: 900 } as const;

const image = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: var(--color-surface-dark);
`;

export interface CoverImageProps {
  src: string;
  alt: string;
  /** Above the fold (the article's hero): load eagerly at high priority. Otherwise lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * A post's cover image. Every cover is rendered through this one component, so the image
 * pipeline (formats, sizes) can change in one place.
 */
export function CoverImage({ src, alt, priority = false, className }: CoverImageProps) {
  return (
    <img
      className={cx(image, className)}
      src={src}
      alt={alt}
      width={coverImageSize.width}
      height={coverImageSize.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
