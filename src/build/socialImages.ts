/**
 * Social cards: one 1200×630 PNG per route, drawn from its title and kind in the site's colours
 * with sharp (shapes through librsvg, text through Pango in Inter). A card is re-rendered only when
 * its text or this renderer changes; otherwise the PNG comes from `.cache/social/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteRoute } from '../siteRoute.ts';
import { site } from '../site.ts';
import { pathSlug, socialCardFor, socialImageSize, type SocialCard } from '../seo/socialCard.ts';
import { colours as theme } from '../styles/theme.ts';
import { writeCacheFile } from './cacheFiles.ts';
import { contentHash } from './hashing.ts';
import { inParallel } from './inParallel.ts';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const { width, height } = socialImageSize;

/** The theme's colours the card is painted with. */
const colours = {
  surface: theme.surfaceDark,
  raised: theme.surfaceDarkRaised,
  primary: theme.primary,
  accent: theme.accent,
  light: theme.primaryLight,
  pale: theme.primaryPale,
  text: theme.onDark,
  muted: theme.textInverseMuted,
} as const;

/** Inter weights the card uses, with the family name each static file declares. */
const fontFaces = {
  semibold: { weight: 600, family: 'Inter SemiBold' },
  bold: { weight: 700, family: 'Inter Bold' },
  extrabold: { weight: 800, family: 'Inter ExtraBold' },
} as const;
type FontFace = keyof typeof fontFaces;

const layout = {
  left: 80,
  brandTop: 64,
  eyebrowTop: 196,
  titleTop: 246,
  titleWidth: 800,
  titleMaxHeight: 272,
  titleSizes: [74, 66, 58, 52, 46],
  addressTop: 546,
} as const;

export interface PlannedSocialImage {
  path: string;
  card: SocialCard;
  /** Output file inside dist/, hashed by what the card shows and how it is drawn. */
  file: string;
  key: string;
}

/** Read from the project root, as the content is: this module runs in the server bundle, away from the sources. */
const fromRoot = (...parts: string[]) => path.join(process.cwd(), ...parts);

/* The colours are the theme's, so a change of theme redraws the cards as a change here does. */
const rendererVersion = contentHash(
  [
    readFileSync(fromRoot('src', 'build', 'socialImages.ts'), 'utf8'),
    JSON.stringify(colours),
    sharp.versions.sharp,
    JSON.parse(readFileSync(require.resolve('@fontsource/inter/package.json'), 'utf8')).version as string,
  ].join('\n'),
);

/** The card file of every route; known before rendering, so pages can link them right away. */
export function planSocialImages(routes: readonly SiteRoute[]): PlannedSocialImage[] {
  return routes.map((route) => {
    const card = socialCardFor(route);
    const key = contentHash(`${rendererVersion}\n${JSON.stringify(card)}`, 12);
    return { path: route.path, card, key, file: `assets/social/${pathSlug(route.path)}-${key}.png` };
  });
}

/** Cards drawn at once: sharp runs each on its own threads, and each holds a few MB of pixels until written. */
const cardsInFlight = 4;

/** Renders (or takes from the cache) every planned card and hands each cached PNG file to `copy`. */
export async function renderSocialImages(
  planned: readonly PlannedSocialImage[],
  cacheRoot: string,
  copy: (file: string, cachedPng: string) => Promise<void>,
): Promise<{ rendered: number; cached: number }> {
  const cacheDir = path.join(cacheRoot, 'social');
  await mkdir(cacheDir, { recursive: true });
  const fonts = await fontFiles(cacheDir);
  let background: Promise<Buffer> | undefined;
  let rendered = 0;
  await inParallel(
    planned.map((image) => async () => {
      const cached = path.join(cacheDir, `${image.key}.png`);
      if (!existsSync(cached)) {
        await writeCacheFile(cached, await renderCard(image.card, await (background ??= backgroundLayer(fonts)), fonts));
        rendered += 1;
      }
      await copy(image.file, cached);
    }),
    cardsInFlight,
  );
  return { rendered, cached: planned.length - rendered };
}

/** TrueType copies of the Inter weights (sharp's FreeType cannot read the WOFF files). */
async function fontFiles(cacheDir: string): Promise<Record<FontFace, string>> {
  const entries = await Promise.all(
    Object.entries(fontFaces).map(async ([face, { weight }]) => {
      const file = path.join(cacheDir, `inter-latin-${weight}.ttf`);
      if (!existsSync(file)) {
        const woff = await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
        await writeCacheFile(file, woffToSfnt(woff));
      }
      return [face, file] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FontFace, string>;
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What every card shares, drawn once: brand gradient, rising-bars motif, logo, name and accent rule. */
async function backgroundLayer(fonts: Record<FontFace, string>): Promise<Buffer> {
  const logo = readFileSync(fromRoot('static', 'favicon.svg'), 'utf8');
  const logoShapes = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.75">
      <stop offset="0" stop-color="${colours.primary}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${colours.primary}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="rule" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="${colours.primary}"/>
      <stop offset="1" stop-color="${colours.accent}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="${colours.surface}"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <circle cx="40" cy="${height + 40}" r="260" fill="${colours.raised}" opacity="0.8"/>
  <g opacity="0.9">
    <rect x="930" y="400" width="56" height="150" rx="14" fill="${colours.light}" opacity="0.25"/>
    <rect x="1012" y="310" width="56" height="240" rx="14" fill="${colours.pale}" opacity="0.35"/>
    <rect x="1094" y="200" width="56" height="350" rx="14" fill="${colours.accent}"/>
  </g>
  <svg x="${layout.left}" y="${layout.brandTop}" width="56" height="56" viewBox="0 0 40 40">${logoShapes}</svg>
  <rect y="${height - 12}" width="${width}" height="12" fill="url(#rule)"/>
</svg>`;
  const background = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const brand = await textLayer(escapeMarkup(site.name), 'semibold', 30, colours.text, fonts, 700);
  lay(brand, background, layout.left + 76, layout.brandTop + Math.round((56 - brand.height) / 2));
  return background;
}

/** A text layer's pixels. */
interface TextLayer {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Lays a text layer's RGBA pixels over the card's RGB ones, its top left corner at (left, top):
 * sharp's composite works the whole card in floating point, which cost more than the text and the PNG together.
 */
function lay(layer: TextLayer, card: Buffer, left: number, top: number): void {
  for (let y = 0; y < Math.min(layer.height, height - top); y++) {
    for (let x = 0; x < Math.min(layer.width, width - left); x++) {
      const from = (y * layer.width + x) * 4;
      const alpha = layer.data[from + 3]!;
      if (alpha === 0) continue;
      const to = ((top + y) * width + left + x) * 3;
      for (let channel = 0; channel < 3; channel++) card[to + channel] = Math.round((layer.data[from + channel]! * alpha + card[to + channel]! * (255 - alpha)) / 255);
    }
  }
}

async function textLayer(markup: string, face: FontFace, size: number, colour: string, fonts: Record<FontFace, string>, wrapWidth: number): Promise<TextLayer> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${markup}</span>`,
      font: `${fontFaces[face].family} ${size}`,
      fontfile: fonts[face],
      width: wrapWidth,
      dpi: 72,
      rgba: true,
      wrap: 'word',
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The largest title size that fits three lines in the title box. */
async function titleLayer(title: string, fonts: Record<FontFace, string>) {
  for (const size of layout.titleSizes) {
    const layer = await textLayer(escapeMarkup(title), 'extrabold', size, colours.text, fonts, layout.titleWidth);
    if (layer.height <= layout.titleMaxHeight) return layer;
  }
  throw new Error(`Social card title too long to fit: "${title}"`);
}

async function renderCard(card: SocialCard, background: Buffer, fonts: Record<FontFace, string>): Promise<Buffer> {
  const [eyebrow, title, address] = await Promise.all([
    textLayer(`<span letter_spacing="2048">${escapeMarkup(card.eyebrow.toUpperCase())}</span>`, 'bold', 22, colours.accent, fonts, layout.titleWidth),
    titleLayer(card.title, fonts),
    textLayer(escapeMarkup(card.address), 'semibold', 26, colours.muted, fonts, layout.titleWidth),
  ]);
  const pixels = Buffer.from(background);
  lay(eyebrow, pixels, layout.left, layout.eyebrowTop);
  lay(title, pixels, layout.left, layout.titleTop);
  lay(address, pixels, layout.left, layout.addressTop);
  // Level 1: 7 ms a card against 13 at level 4, for 174 KB against 99 (the CRM card), well under link previews' 5 MB; only they fetch it.
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer();
}
