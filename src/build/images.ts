/**
 * The image step: every raster image in `static/` (PNG, JPEG) becomes AVIF and WebP at several
 * widths, written under `assets/images/` with content-hashed names, and described in the manifest
 * `<Picture>` renders from. Encoding is slow (AVIF above all), so each variant is cached in
 * `.cache/images/` under the hash of the original and of the encoder settings: an unchanged image
 * is never encoded twice.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageManifest, ResponsiveImage } from '../components/Picture.tsx';
import { contentHash } from './hashing.ts';
import { writeCacheFile } from './cacheFiles.ts';
import { inParallel } from './inParallel.ts';

/** Widths (px) an image is encoded at, up to its own width, which is always included. */
const imageWidths = [480, 800, 1200, 1600] as const;

/** Best format first. AVIF effort 2 encodes about 3× faster than the default 4 for nearly the same bytes. */
const formats = {
  avif: { type: 'image/avif', options: { quality: 50, effort: 2 } },
  webp: { type: 'image/webp', options: { quality: 75, effort: 4 } },
} as const satisfies Record<string, { type: ResponsiveImage['sources'][number]['type']; options: object }>;
type Format = keyof typeof formats;

/** Part of every cache key: another encoder version or setting re-encodes everything. */
const encoderKey = contentHash(JSON.stringify({ vips: sharp.versions.vips, sharp: sharp.versions.sharp, formats }), 8);

const rasterExtension = /\.(png|jpe?g)$/i;

/** The widths an image of `intrinsic` px is encoded at. */
function widthsFor(intrinsic: number): number[] {
  return [...imageWidths.filter((width) => width < intrinsic), intrinsic];
}

export interface ImagePlan {
  manifest: ImageManifest;
  /** Files to write into the site (relative to its root) and the cache file each is copied from. */
  files: { file: string; source: string }[];
  /** Variants not in the cache yet. */
  toEncode: (() => Promise<void>)[];
}

export interface ImageStep extends Omit<ImagePlan, 'toEncode'> {
  /** Settles once the variants the cache lacked are encoded: pages need only the manifest, the site's files need this. */
  encoded: Promise<void>;
}

/**
 * Finds the raster images under `staticDir` and names every variant (reading only the images'
 * sizes): the manifest is complete before anything is encoded.
 */
export async function planImages(staticDir: string, cacheDir: string): Promise<ImagePlan> {
  const entries = existsSync(staticDir) ? await readdir(staticDir, { recursive: true }) : [];
  const originals = entries.map(String).filter((entry) => rasterExtension.test(entry)).sort();
  const files: ImagePlan['files'] = [];
  const manifest: Record<string, ResponsiveImage> = {};
  const toEncode: ImagePlan['toEncode'] = [];

  for (const relative of originals) {
    const original = path.join(staticDir, relative);
    const bytes = await readFile(original);
    const hash = contentHash(bytes);
    const metadata = await sharp(bytes).metadata();
    const { width, height } = metadata.autoOrient ?? metadata;
    if (!width || !height) throw new Error(`Image step: cannot read the size of static/${relative}`);
    const src = `/${relative.split(path.sep).join('/')}`;
    const name = path.basename(relative).replace(rasterExtension, '');
    const image: ResponsiveImage = { src, width, height, sources: [] };
    // One key for all of an image's variants (width and format are in the name): the page repeats
    // it in every srcset entry, which gzip then sends once, not eight times.
    const key = contentHash(`${encoderKey}:${hash}`, 12);

    for (const [format, { type, options }] of Object.entries(formats) as [Format, (typeof formats)[Format]][]) {
      const variants = widthsFor(width).map((variantWidth) => {
        const cacheFile = path.join(cacheDir, `${name}-${key}-${variantWidth}.${format}`);
        const file = `assets/images/${name}-${key}-${variantWidth}w.${format}`;
        files.push({ file, source: cacheFile });
        if (!existsSync(cacheFile)) {
          toEncode.push(async () => {
            const output = await sharp(bytes).autoOrient().resize({ width: variantWidth }).toFormat(format, options).toBuffer();
            await writeCacheFile(cacheFile, output);
          });
        }
        return { width: variantWidth, url: `/${file}` };
      });
      image.sources.push({ type, variants });
    }
    manifest[src] = image;
  }

  return { manifest, files, toEncode };
}

/**
 * The image step of the build: plans every variant and starts encoding those the cache lacks, so
 * that a cold build encodes beside the pages and their social cards instead of before them.
 */
export async function processImages(staticDir: string, cacheDir: string): Promise<ImageStep> {
  const { manifest, files, toEncode } = await planImages(staticDir, cacheDir);
  // libvips already uses every core for one encode.
  const encoded = inParallel(toEncode, 2).then(() => undefined);
  // A failure is reported where the build awaits it; until then it must not go unhandled.
  encoded.catch(() => undefined);
  return { manifest, files, encoded };
}
