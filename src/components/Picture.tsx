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

// On globalThis, so the build process and the server bundle it imports (each with its own copy of
// this module) share one manifest.
const registryKey = Symbol.for('hale-growth.image-manifest');
type Registry = { [registryKey]?: ImageManifest };

/** Called by the build once the image step has run, before any page renders. */
export function registerImages(manifest: ImageManifest): void {
  (globalThis as Registry)[registryKey] = manifest;
}

/**
 * The encoded variants of a raster image in `static/`, at build time. Throws for a path the image
 * step did not process, so a typo fails the build.
 */
function responsiveImage(src: string): ResponsiveImage {
  const manifest = (globalThis as Registry)[registryKey];
  const image = manifest?.[src];
  if (!image) {
    throw new Error(manifest ? `No image "${src}" in static/ (known: ${Object.keys(manifest).join(', ')})` : `Image "${src}" requested before the build's image step ran (outside a build: registerImages((await planImages(staticDir, cacheDir)).manifest))`);
  }
  return image;
}

export interface PictureProps {
  /** Site path of a raster image in `static/` (e.g. `/images/home-hero.png`). */
  image: string;
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
 * A path the build did not process fails the render, naming it.
 */
export function Picture({ image: src, alt, sizes, priority = false, className }: PictureProps) {
  const image = responsiveImage(src);
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
