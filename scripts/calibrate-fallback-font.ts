/**
 * Measures how wide Inter sets the site's own text at each weight its stylesheet uses, against the
 * local face that stands in for it (Liberation Sans, which shares Arial's advance widths), and
 * prints the size-adjust each band of src/build/fonts.ts's fallback faces should take:
 *   npx tsx scripts/calibrate-fallback-font.ts        (reads the built dist/; run `npm run build` first)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { readInterFont } from '../src/build/fonts.ts';

const dist = path.resolve(process.env.TEST_DIST ?? 'dist');
const pages: string[] = [];
const css: string[] = [];
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (file.includes(`${path.sep}admin${path.sep}`)) continue;
  if (entry.name === 'index.html') pages.push(readFileSync(file, 'utf8'));
  if (entry.name.endsWith('.css')) css.push(readFileSync(file, 'utf8'));
}
const text = (html: string, tags: string) =>
  [...html.matchAll(new RegExp(`<(${tags})[^>]*>([\\s\\S]*?)</\\1>`, 'g'))].map((match) => match[2]!.replace(/<[^>]+>/g, '').replace(/&[#a-z0-9]+;/g, ' ').trim());
const headings = pages.flatMap((html) => text(html, 'h1|h2|h3|h4')).join(' ');
const paragraphs = pages.flatMap((html) => text(html, 'p|li')).join(' ').slice(0, 40_000);
// The weights the rules ask for (not the ranges the @font-face rules declare), and the body's 400.
const weights = [...new Set([400, ...css.flatMap((sheet) => [...sheet.replace(/@font-face\{[^}]*\}/g, '').matchAll(/font-weight:\s*(\d{3})/g)].map((match) => Number(match[1])))])].sort(
  (a, b) => a - b,
);

const browser = await launchChromium();
const page = await browser.newPage();
await page.setContent('<!doctype html><title>calibrate</title>');
const ratios = await page.evaluate(
  async ({ font, weights, headings, paragraphs }) => {
    const face = new FontFace('Inter Variable', `url(data:font/woff2;base64,${font})`, { weight: '100 900' });
    document.fonts.add(await face.load());
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    return weights.map((weight) => {
      const sample = weight < 600 ? paragraphs : headings;
      context.font = `${weight} 100px "Inter Variable"`;
      const interWidth = context.measureText(sample).width;
      context.font = `${weight < 600 ? 400 : 700} 100px "Liberation Sans"`;
      return { weight, sizeAdjust: interWidth / context.measureText(sample).width };
    });
  },
  { font: readInterFont().toString('base64'), weights, headings, paragraphs },
);
await browser.close();
for (const { weight, sizeAdjust } of ratios) console.log(`weight ${weight}: size-adjust ${(sizeAdjust * 100).toFixed(2)}%`);
