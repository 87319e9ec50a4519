/**
 * Draws the PNG fallbacks of `static/favicon.svg` (32, 192, 512), the 180×180 apple-touch icon
 * and a maskable 512 icon into static/. Run after changing the logo:
 * `npx tsx scripts/generate-favicons.ts`. The PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { brandColour, iconFiles, type IconFile } from '../src/seo/webManifest.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = path.join(root, 'static');
const logo = readFileSync(path.join(staticDir, 'favicon.svg'), 'utf8');
const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(logo);
if (!viewBox) throw new Error('static/favicon.svg needs a viewBox="0 0 W H"');
const logoSize = Number(viewBox[1]);
// The mark's shapes after its rounded backdrop (the first <rect>).
const marks = logo.replace(/^[\s\S]*?<svg[^>]*>\s*<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');

/** Opaque icons get a square full-bleed backdrop (the platform rounds it); maskable ones shrink the mark into the safe zone. */
function iconSvg(icon: IconFile): string {
  if (!icon.opaque) return logo;
  const scale = icon.maskable ? 0.72 : 0.9;
  const offset = (logoSize * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logoSize} ${logoSize}"><rect width="${logoSize}" height="${logoSize}" fill="${brandColour}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${marks}</g></svg>`;
}

for (const icon of iconFiles) {
  const svg = Buffer.from(iconSvg(icon));
  const png = await sharp(svg, { density: (72 * icon.size) / logoSize })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(staticDir, icon.file), png);
  console.log(`static/${icon.file}  ${icon.size}×${icon.size}  ${png.length} B`);
}
