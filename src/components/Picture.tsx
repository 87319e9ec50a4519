import { createContext, useContext, type ReactNode } from 'react';

/** One encoded width of an image. */
export interface ImageVariant {
  width: number;
  url: string;
}

/** A raster image of `static/` after the build's image step (src/build/images.ts). */
export interface ResponsiveImage {
  /** The original's site path, e.g. `/images/home-hero.png`; also the `<img>` fallback. */
  src: string;
  width: number;
  height: number;
  /** Modern formats, best first, each at several widths. */
  sources: { type: 'image/avif' | 'image/webp'; variants: ImageVariant[] }[];
}

/** Every processed image by its original's site path. */
export type ImageManifest = Readonly<Record<string, ResponsiveImage>>;

const ImageManifestContext = createContext<ImageManifest | null>(null);

/** Hands the build's image manifest to every `<Picture>` of a page. */
export function ImageManifestProvider({ images, children }: { images: ImageManifest; children: ReactNode }) {
  return <ImageManifestContext.Provider value={images}>{children}</ImageManifestContext.Provider>;
}

export interface PictureProps {
  /** Site path of a raster image in `static/`, e.g. `/images/home-hero.png`. */
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** The page's LCP image: fetched eagerly at high priority. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
}

const srcset = (variants: readonly ImageVariant[]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

/**
 * `<picture>` with AVIF and WebP at several widths, the original as fallback, intrinsic width and
 * height (so the box is reserved before the image arrives) and lazy loading unless `priority`.
 * An image the build did not process fails the render, naming it.
 */
export function Picture({ src, alt, sizes, priority = false, className }: PictureProps) {
  const images = useContext(ImageManifestContext);
  const image = images?.[src];
  if (!image) {
    throw new Error(`<Picture src="${src}">: no such image in static/ (known: ${Object.keys(images ?? {}).join(', ') || 'none'})`);
  }
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcset(source.variants)} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
