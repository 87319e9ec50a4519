import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes of `content` gzipped at the best level, as a host that compresses ahead of time serves it. */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  html: Bytes;
  css: Bytes;
  /** Every script the page downloaded during the Lighthouse runs (entry, islands, React, reveal). */
  js: Bytes;
  /** Scripts the HTML references plus their static imports: what runs before any interaction. */
  entryJs: Bytes;
  /** Fonts and images (already compressed formats: raw bytes only). */
  fontBytes: number;
  imageBytes: number;
  /** Same-origin requests of the page load. */
  requests: number;
  /** Requests that block the first render, from the HTML: stylesheets and classic sync scripts. */
  renderBlocking: string[];
  jsFiles: string[];
  cssFiles: string[];
}

export interface RequestedResource {
  url: string;
  resourceType: string;
}

interface Tag {
  name: string;
  attributes: Map<string, string>;
}

/** Start tags of `name` in `html`, with their attributes (lower-cased names, unquoted values). */
function startTags(html: string, name: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[1] ?? '').matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.set((attribute[1] ?? '').toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    tags.push({ name, attributes });
  }
  return tags;
}

/** URLs the browser must fetch before it can render anything: the budget allows one stylesheet. */
export function renderBlockingRequests(html: string): string[] {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd === -1 ? html : html.slice(0, headEnd);
  const stylesheets = startTags(head, 'link')
    .filter((tag) => tag.attributes.get('rel')?.split(/\s+/).includes('stylesheet'))
    .filter((tag) => !tag.attributes.has('disabled') && !['print', 'none'].includes(tag.attributes.get('media') ?? 'all'))
    .map((tag) => tag.attributes.get('href') ?? '');
  const scripts = startTags(head, 'script')
    .filter((tag) => tag.attributes.has('src'))
    .filter((tag) => !tag.attributes.has('async') && !tag.attributes.has('defer') && tag.attributes.get('type') !== 'module')
    .map((tag) => tag.attributes.get('src') ?? '');
  return [...stylesheets, ...scripts];
}

/** Script URLs the HTML loads: `<script src>`, `<link rel="modulepreload">` and `import("…")` in inline scripts. */
export function referencedScripts(html: string): string[] {
  const scripts = startTags(html, 'script').flatMap((tag) => (tag.attributes.has('src') ? [tag.attributes.get('src') ?? ''] : []));
  const inlineImports = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].flatMap((match) =>
    [...(match[1] ?? '').matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((call) => call[1] ?? ''),
  );
  const preloads = startTags(html, 'link')
    .filter((tag) => tag.attributes.get('rel') === 'modulepreload')
    .map((tag) => tag.attributes.get('href') ?? '');
  return [...scripts, ...inlineImports, ...preloads];
}

/** Scripts the page fetches ahead on idle for its islands (`data-prefetch` on each island marker). */
export function prefetchedScripts(html: string): string[] {
  return [...html.matchAll(/\bdata-prefetch="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ').filter(Boolean));
}

/** Specifiers of an ES module's static imports and re-exports (not `import()`), in esbuild's output style. */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/\b(?:from|import)\s*["']([^"']+)["']/g)) specifiers.add(match[1] ?? '');
  return [...specifiers];
}

/** Maps a site path (`/assets/x.js`, `/pricing/`) to its file in the built site. */
function fileForPath(distDir: string, pathname: string): string {
  const decoded = decodeURIComponent(pathname);
  return path.join(distDir, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
}

function bytesOf(files: Iterable<string>): Bytes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const content = readFileSync(file);
    raw += content.length;
    gzip += gzipSize(content);
  }
  return { raw, gzip };
}

/** The entry scripts and the closure of their static imports, as site paths. */
function entryScriptClosure(distDir: string, origin: string, html: string): string[] {
  const seen = new Set<string>();
  const visit = (pathname: string) => {
    if (seen.has(pathname)) return;
    seen.add(pathname);
    const file = fileForPath(distDir, pathname);
    if (!existsSync(file)) return;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      visit(new URL(specifier, `${origin}${pathname}`).pathname);
    }
  };
  for (const src of referencedScripts(html)) {
    const url = new URL(src, `${origin}/`);
    if (url.origin === origin) visit(url.pathname);
  }
  return [...seen];
}

/**
 * Byte counts for one page: HTML from its file, CSS/JS/fonts/images from what the browser requested
 * (same origin) during the runs, sizes read from the built files and gzipped at level 9 as the
 * build report does.
 */
export function pageWeight(distDir: string, origin: string, htmlFile: string, requested: readonly RequestedResource[]): PageWeight {
  const html = readFileSync(htmlFile, 'utf8');
  const own = requested.filter((resource) => new URL(resource.url).origin === origin);
  const pathsOfType = (...types: string[]) => [
    ...new Set(own.filter((resource) => types.includes(resource.resourceType)).map((resource) => new URL(resource.url).pathname)),
  ];
  const entry = entryScriptClosure(distDir, origin, html);
  // Prefetched scripts count whether or not the run lasted until idle: the page downloads them all.
  const jsFiles = [...new Set([...entry, ...prefetchedScripts(html), ...pathsOfType('Script')])].sort();
  const cssFiles = pathsOfType('Stylesheet').sort();
  const files = (paths: readonly string[]) => paths.map((pathname) => fileForPath(distDir, pathname));
  return {
    html: bytesOf([htmlFile]),
    css: bytesOf(files(cssFiles)),
    js: bytesOf(files(jsFiles)),
    entryJs: bytesOf(files(entry)),
    fontBytes: bytesOf(files(pathsOfType('Font'))).raw,
    imageBytes: bytesOf(files(pathsOfType('Image'))).raw,
    requests: new Set(own.map((resource) => resource.url)).size,
    renderBlocking: renderBlockingRequests(html),
    jsFiles,
    cssFiles,
  };
}
