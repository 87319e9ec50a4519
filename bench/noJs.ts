import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;
const fontPreload = /<link\b[^>]*\bas=["']?font["']?[^>]*>/gi;
/** An @font-face rule that loads a file (`src: url(…)`); faces built from local fonts stay. */
const webFontFace = /@font-face\s*{[^}]*\burl\([^}]*}/gi;

/** The page as it would be without any JavaScript: every `<script>` and module preload removed. */
export function stripScripts(html: string): string {
  return html.replace(scriptElement, '').replace(modulePreload, '');
}

/** The page without web fonts: no font preloads in the HTML… */
export function stripFontPreloads(html: string): string {
  return html.replace(fontPreload, '');
}

/** …and no downloaded faces in the CSS, so text is drawn at once in the local (metric-matched) fallback. */
export function stripWebFonts(css: string): string {
  return css.replace(webFontFace, '');
}

/**
 * Copies a built site to `destination` as the limit the benchmark compares each page against: every
 * HTML file without scripts or font preloads, every stylesheet without web-font faces. Other assets
 * are shared byte for byte.
 */
export async function writeBaselineCopy(source: string, destination: string): Promise<void> {
  await rm(destination, { recursive: true, force: true });
  await cp(source, destination, { recursive: true });
  const entries = (await readdir(destination, { recursive: true })).map(String);
  const rewrite = async (entry: string, change: (text: string) => string) => {
    const file = path.join(destination, entry);
    await writeFile(file, change(await readFile(file, 'utf8')));
  };
  await Promise.all([
    ...entries.filter((entry) => entry.endsWith('.html')).map((entry) => rewrite(entry, (html) => stripFontPreloads(stripScripts(html)))),
    ...entries.filter((entry) => entry.endsWith('.css')).map((entry) => rewrite(entry, stripWebFonts)),
  ]);
}
