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

const headerPolicy = /^[ \t]*Content-Security-Policy:.*\n/gim;
const metaPolicy = /<meta\b[^>]*\bhttp-equiv=["']?Content-Security-Policy["']?[^>]*>/gi;

/**
 * The site's files without their Content-Security-Policy: it allows our inline styles by hash, so the
 * copies' rewritten styles would be refused and their pages measured unstyled.
 */
export function stripPolicy(text: string): string {
  return text.replace(headerPolicy, '').replace(metaPolicy, '');
}

/**
 * Copies a built site to `destination` as the limit the benchmark compares each page against: every
 * HTML file without scripts or font preloads, every stylesheet (and page's `<style>`) without web-font faces, no Content-Security-Policy.
 * Other assets are shared byte for byte.
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
    // A page's own <style> loses its web-font faces as a stylesheet does.
    ...entries.filter((entry) => entry.endsWith('.html')).map((entry) => rewrite(entry, (html) => stripPolicy(stripWebFonts(stripFontPreloads(stripScripts(html)))))),
    ...entries.filter((entry) => path.basename(entry) === '_headers').map((entry) => rewrite(entry, stripPolicy)),
    ...entries.filter((entry) => entry.endsWith('.css')).map((entry) => rewrite(entry, stripWebFonts)),
  ]);
}

const stylesheetLink = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;

/** The page with each stylesheet it links written into it as a `<style>` for the same media (`read` gives a linked file's text by its href). */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(stylesheetLink, (link) => {
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(link)?.[1];
    if (!href) throw new Error(`A stylesheet link without an address: ${link}`);
    const media = /\bmedia=["']([^"']*)["']/i.exec(link)?.[1];
    return `<style${media ? ` media="${media}"` : ''}>${read(href)}</style>`;
  });
}

/**
 * Copies the limit (writeBaselineCopy's output) to `destination` as the document alone: every page
 * with its stylesheets written into it, so that nothing but the document stands before its first paint.
 */
export async function writeDocumentAloneCopy(limit: string, destination: string): Promise<void> {
  await rm(destination, { recursive: true, force: true });
  await cp(limit, destination, { recursive: true });
  const entries = (await readdir(destination, { recursive: true })).map(String).filter((entry) => entry.endsWith('.html'));
  await Promise.all(
    entries.map(async (entry) => {
      const file = path.join(destination, entry);
      const html = await readFile(file, 'utf8');
      const sheets = new Map<string, string>();
      for (const href of html.match(stylesheetLink) ?? []) {
        const address = /\bhref=["']?([^"'\s>]+)/i.exec(href)?.[1] ?? '';
        sheets.set(address, await readFile(path.join(limit, new URL(address, `http://site/${entry}`).pathname), 'utf8'));
      }
      await writeFile(file, inlineStylesheets(html, (href) => sheets.get(href) ?? ''));
    }),
  );
}
