import { css } from '@linaria/core';
import { breakpoints } from '../styles/breakpoints.ts';
import { Picture } from './Picture.tsx';

const image = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: var(--color-surface-dark);
`;

/** Where a cover is shown, which decides how wide it is drawn. */
type CoverLayout = 'card' | 'featured' | 'article';

/** `sizes` per layout, from the grids the covers sit in (Container 72rem, CardGrid 1/2/3 columns). */
const coverSizes = {
  card: `(min-width: ${breakpoints.lg}px) 23rem, (min-width: ${breakpoints.md}px) 50vw, 100vw`,
  featured: `(min-width: ${breakpoints.lg}px) 38rem, 100vw`,
  article: '(min-width: 64rem) 64rem, 100vw',
} satisfies Record<CoverLayout, string>;

export interface CoverImageProps {
  /** The cover's path in `static/`. */
  src: string;
  alt: string;
  layout?: CoverLayout;
  /** Above the fold (the article's hero, the featured post): eager, high priority. Otherwise lazy. */
  priority?: boolean;
}

/**
 * A post's cover image, as AVIF/WebP at the width the layout needs (`<Picture>`). Every cover is
 * rendered through this one component.
 */
export function CoverImage({ src, alt, layout = 'card', priority = false }: CoverImageProps) {
  return <Picture image={src} alt={alt} sizes={coverSizes[layout]} priority={priority} className={image} />;
}
