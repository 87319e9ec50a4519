/**
 * How much of what a visitor reads comes from the owner's content files: the
 * headings, paragraphs and list items of each built page's <main> of 20+ characters, each looked up
 * in the text of every content file under src/content/ (YAML, Markdown, JSON) as the site renders
 * it: figures in braces filled in, Markdown reduced to its words, dates as the pages print them.
 * A block counts when it is part of
 * one content text, or when nothing but digits and punctuation is left of it once the content texts
 * it holds are taken out (a numbered heading, a figure beside its label).
 */
import { Marked } from 'marked';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatLongDate, formatShortDate, isIsoDate } from '../../src/content/blog/formatDate.ts';
import { readFrontMatter } from '../../src/content/blog/frontMatter.ts';
import { contentTokens } from '../../src/content/contentTokens.ts';
import { fillText } from '../../src/content/tokens.ts';
import type { Document } from 'happy-dom';
import { distHtmlFiles, parsedDist, servedPath } from './distFiles.ts';
import { parseYaml } from '../../src/content/yaml.ts';

/** Text as a visitor reads it: no-break spaces and hyphens as plain ones, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2011/g, '-').replace(/\s+/g, ' ').trim();
}

const markdown = new Marked({ gfm: true });
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, code: string) => {
  const lower = code.toLowerCase();
  if (lower in entities) return entities[lower] ?? entity;
  if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
  return entity;
});

/** The words of a Markdown text, one string per block (paragraph, item, heading, cell). */
function markdownTexts(source: string): string[] {
  const html = markdown.parse(fillText(source, contentTokens), { async: false });
  return decode(html.replace(/<\/(p|li|h\d|td|th|blockquote)>|<br\s*\/?>/g, '\n').replace(/<[^>]+>/g, ''))
    .split('\n')
    .map(normalizeText)
    .filter(Boolean);
}

/** A date in content (2024-01-01) as the pages print it: 'January 1, 2024', 'Jan 1, 2024'. */
const renderedDates = (text: string) => (isIsoDate(text) ? [formatLongDate(text), formatShortDate(text)] : []);

function stringsOf(data: unknown): string[] {
  if (typeof data === 'string') return [data, ...renderedDates(data)];
  if (typeof data === 'number') return [String(data)];
  if (Array.isArray(data)) return data.flatMap(stringsOf);
  if (typeof data === 'object' && data !== null) return Object.values(data).flatMap(stringsOf);
  return [];
}

/** Every text of every content file under `dir`, as the pages render it. */
export function contentTexts(dir = path.resolve('src/content')): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(ya?ml|md|json)$/.test(file));
  return files.flatMap((file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.md')) {
      const { data, content } = readFrontMatter(source);
      return [...stringsOf(data), content].flatMap(markdownTexts);
    }
    const data: unknown = file.endsWith('.json') ? JSON.parse(source) : parseYaml(source);
    return stringsOf(data).flatMap(markdownTexts);
  });
}

const blockSelector = 'h1, h2, h3, h4, h5, h6, p, li';
const MIN_BLOCK_LENGTH = 20;

/** The readable blocks of a page's <main>: innermost headings, paragraphs and list items of 20+ characters. */
function mainBlocks(page: Document): string[] {
  const main = page.querySelector('main');
  if (!main) return [];
  return [...main.querySelectorAll(blockSelector)]
    .filter((element) => !element.querySelector(blockSelector))
    .map((element) => normalizeText(element.textContent ?? ''))
    .filter((text) => text.length >= MIN_BLOCK_LENGTH);
}

/** Looks blocks up in the content texts. */
export function contentLookup(texts: readonly string[]): (block: string) => boolean {
  const joined = texts.join('\u0001');
  // Longest first, so a sentence is taken out before a word inside it.
  const pieces = [...new Set(texts)].filter((text) => text.length >= 2).sort((a, b) => b.length - a.length);
  return (block) => {
    if (joined.includes(block)) return true;
    let rest = block;
    for (const piece of pieces) if (rest.includes(piece)) rest = rest.split(piece).join(' ');
    return !/\p{L}/u.test(rest);
  };
}

export interface PageShare {
  /** Served path, e.g. `/pricing/`. */
  page: string;
  blocks: number;
  fromContent: number;
  /** Blocks not found in any content file. */
  missing: string[];
}

/** The measure for every built page of `distDir`. */
export function copyShare(distDir?: string, contentDir?: string): PageShare[] {
  const inContent = contentLookup(contentTexts(contentDir));
  return distHtmlFiles(distDir).map((file) => {
    const blocks = mainBlocks(parsedDist(file, distDir));
    const missing = blocks.filter((block) => !inContent(block));
    return { page: servedPath(file), blocks: blocks.length, fromContent: blocks.length - missing.length, missing };
  });
}

/** Share of the blocks found, in percent (100 for a page without blocks). */
export function sharePercent({ blocks, fromContent }: Pick<PageShare, 'blocks' | 'fromContent'>): number {
  return blocks === 0 ? 100 : (100 * fromContent) / blocks;
}
