import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import sharp from 'sharp';
import { planImages } from '../../../src/build/images.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'hale-images-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const solid = (red: number) => sharp({ create: { width: 1000, height: 500, channels: 3, background: { r: red, g: 40, b: 90 } } }).png().toBuffer();

/** The part of each variant's file name that is neither the image's name, its width nor its format. */
async function variantKeys(red: number): Promise<string[]> {
  writeFileSync(path.join(dir, 'static', 'cover.png'), await solid(red));
  const { manifest } = await planImages(path.join(dir, 'static'), path.join(dir, 'cache'));
  const urls = manifest['/cover.png']!.sources.flatMap((source) => source.variants.map((variant) => variant.url));
  assert.equal(urls.length, 6, 'AVIF and WebP at 480, 800 and 1000 px');
  return urls.map((url) => url.match(/^\/assets\/images\/cover-([\w-]+)-\d+w\.(avif|webp)$/)?.[1] ?? `unexpected ${url}`);
}

it("names every variant of an image with one key, which changes with the image's bytes", async () => {
  mkdirSync(path.join(dir, 'static'), { recursive: true });
  const keys = await variantKeys(30);
  assert.equal(new Set(keys).size, 1, `one key shared by the variants (gzip sends it once per page): ${keys.join(', ')}`);
  const changed = await variantKeys(31);
  assert.notEqual(changed[0], keys[0], 'a changed image gets new URLs, so caches never serve the old one');
});
