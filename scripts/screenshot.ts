/**
 * Screenshots pages of the served site for a visual check:
 *   tsx scripts/screenshot.ts /pricing/ [/blog/ …] [--width 390] [--height 844] [--full] [--out DIR]
 * Needs `npm start` (or PORT) running.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../tests/support/browser.ts';
import { renderOffscreenBlocks } from '../tests/support/pageContent.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '800' },
    full: { type: 'boolean', default: false },
    out: { type: 'string', default: '.cache/screenshots' },
  },
});
const base = `http://localhost:${process.env.PORT ?? 4321}`;
await mkdir(values.out, { recursive: true });
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: Number(values.width), height: Number(values.height) } });
for (const route of positionals.length ? positionals : ['/']) {
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  // Scroll through the page first so lazy images load and revealed cards have played in.
  if (values.full) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      scrollTo({ top: 0, behavior: 'instant' });
    });
    await page.waitForTimeout(800);
    // A full-page capture draws the page beyond the viewport, where blocks far from it are skipped
    // (content-visibility: auto) and would show as blank bands: drawn here as a visitor meets them.
    await renderOffscreenBlocks(page);
  }
  const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${values.width}${values.full ? '-full' : ''}.png`;
  const file = path.join(values.out, name);
  await page.screenshot({ path: file, fullPage: values.full });
  console.log(file);
}
await browser.close();
