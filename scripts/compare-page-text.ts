/**
 * Compares two builds page by page, as a visitor reads them: each HTML page's title, description
 * and the text of its body (one line per block, whitespace collapsed; script, style and template
 * contents left out). Prints which pages are byte-identical, which differ only in markup, and a
 * diff of the text of the others. Exit status 1 when any page's text differs, or a page is missing.
 * Usage: npx tsx scripts/compare-page-text.ts BEFORE_DIST AFTER_DIST [--html]   (--html: diff markup too)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { distHtmlFiles, parseHtml, readDist } from '../tests/support/distFiles.ts';
import { normalizeText } from '../tests/support/copyShare.ts';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { html: { type: 'boolean', default: false } } });
const [before, after] = positionals.map((dir) => path.resolve(dir));
if (!before || !after) throw new Error('Usage: compare-page-text.ts BEFORE_DIST AFTER_DIST');

const blockTags = new Set(['ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DETAILS', 'DIALOG', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'SECTION', 'SUMMARY', 'TABLE', 'TD', 'TH', 'TR', 'UL']);
const skippedTags = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

type TextNode = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<TextNode>; getAttribute?: (name: string) => string | null };

function pageText(html: string): string {
  const document = parseHtml(html);
  const parts: string[] = [`title: ${document.title}`, `description: ${document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''}`];
  let line = '';
  const flush = () => {
    const text = normalizeText(line);
    if (text) parts.push(text);
    line = '';
  };
  const walk = (node: TextNode) => {
    if (node.nodeType === 3) line += node.textContent ?? '';
    if (node.nodeType !== 1 || skippedTags.has(node.nodeName)) return;
    const block = blockTags.has(node.nodeName);
    if (block) flush();
    const label = node.getAttribute?.('aria-label');
    if (label) parts.push(`[aria-label: ${label}]`);
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) flush();
  };
  walk(document.body as unknown as TextNode);
  flush();
  return `${parts.join('\n')}\n`;
}

const scratch = mkdtempSync(path.join(tmpdir(), 'page-text-'));
const beforePages = distHtmlFiles(before);
const afterPages = new Set(distHtmlFiles(after));
let identical = 0;
const markupOnly: string[] = [];
let failed = false;
for (const file of beforePages) {
  if (!afterPages.delete(file)) {
    console.log(`missing after: ${file}`);
    failed = true;
    continue;
  }
  const [oldHtml, newHtml] = [readDist(file, before), readDist(file, after)];
  if (oldHtml === newHtml) {
    identical += 1;
    continue;
  }
  const [oldText, newText] = [pageText(oldHtml), pageText(newHtml)];
  const show = oldText !== newText || values.html;
  if (oldText === newText) markupOnly.push(file);
  else failed = true;
  if (!show) continue;
  const shown = (html: string, text: string) => (values.html ? html.replace(/></g, '>\n<') : text);
  const a = path.join(scratch, 'before', file.replaceAll('/', '_'));
  const b = path.join(scratch, 'after', file.replaceAll('/', '_'));
  mkdirSync(path.dirname(a), { recursive: true });
  mkdirSync(path.dirname(b), { recursive: true });
  writeFileSync(a, shown(oldHtml, oldText));
  writeFileSync(b, shown(newHtml, newText));
  console.log(spawnSync('git', ['diff', '--no-index', '--no-color', '--unified=1', a, b], { encoding: 'utf8' }).stdout);
}
for (const file of afterPages) console.log(`new page: ${file}`);
rmSync(scratch, { recursive: true, force: true });
console.log(`${beforePages.length} pages: ${identical} byte-identical, ${markupOnly.length} with the same text in other markup${markupOnly.length ? ` (${markupOnly.join(', ')})` : ''}`);
process.exitCode = failed ? 1 : 0;
