/**
 * Readers for the built site (TEST_DIST, default dist/) shared by the dist checks: its files, the
 * URL each HTML file is served at, and a parsed DOM of a page (happy-dom; no script runs and
 * nothing is fetched).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Window, type Document } from 'happy-dom';

export const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');

/** Every file under `dir`, as sorted POSIX paths relative to it (`pricing/index.html`). */
export function distFiles(dir = distDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(path.join(dir, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

/** The editor's folder: its page is not a public page (no h1, no head tags, noindex) and has checks of its own. */
export const editorFolder = 'admin/';

/** Every built public HTML page; throws when there is none, so a check can never pass by seeing nothing. */
export function distHtmlFiles(dir = distDir): string[] {
  const pages = distFiles(dir).filter((file) => file.endsWith('.html') && !file.startsWith(editorFolder));
  if (pages.length === 0) throw new Error(`No .html files in ${dir}: build the site first (TEST_DIST)`);
  return pages;
}

export function readDist(file: string, dir = distDir): string {
  return readFileSync(path.join(dir, file), 'utf8');
}

/** The URL path a built file is served at without a hop: `pricing/index.html` → `/pricing/`. */
export function servedPath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

const parserWindow = new Window({
  settings: {
    disableJavaScriptFileLoading: true,
    handleDisabledFileLoadingAsSuccess: true,
    navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
  },
});

/** Parses an HTML document as a browser would, without running or loading anything. */
export function parseHtml(html: string): Document {
  return new parserWindow.DOMParser().parseFromString(html, 'text/html');
}

const parsedPages = new Map<string, Document>();

/** A built file parsed once for every check of this process that reads it (the checks only read it: none may change it). */
export function parsedDist(file: string, dir = distDir): Document {
  const full = path.join(dir, file);
  let document = parsedPages.get(full);
  if (!document) parsedPages.set(full, (document = parseHtml(readFileSync(full, 'utf8'))));
  return document;
}
