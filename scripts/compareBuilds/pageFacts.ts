/**
 * What a visitor and a search engine read from one built page, without running it: the visible text
 * of `<main>` (one line per block), its headings outline, every id a link can target, its structured
 * data and its `<head>`. Two builds of a page are the same for a visitor when these are equal.
 */
import { parseHtml } from '../../tests/support/distFiles.ts';
import { normalizeText } from '../../tests/support/copyShare.ts';

export interface PageFacts {
  mainText: string[];
  headings: string[];
  targets: string[];
  structuredData: string[];
  head: string[];
}

export const factNames: Record<keyof PageFacts, string> = {
  mainText: 'visible text of <main>',
  headings: 'headings outline',
  targets: 'ids a link can target',
  structuredData: 'structured data (JSON-LD)',
  head: '<head>',
};

const blockTags = new Set(['ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DETAILS', 'DIALOG', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'SECTION', 'SUMMARY', 'TABLE', 'TD', 'TH', 'TR', 'UL']);
const unseenTags = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

type DomNode = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<DomNode>; getAttribute?: (name: string) => string | null; hasAttribute?: (name: string) => boolean };

/** The text of `root` as lines, one per block element; hidden elements and their labels' stand-ins left out, aria-labels shown. */
function visibleLines(root: DomNode): string[] {
  const lines: string[] = [];
  let line = '';
  const flush = () => {
    const text = normalizeText(line);
    if (text) lines.push(text);
    line = '';
  };
  const walk = (node: DomNode) => {
    if (node.nodeType === 3) line += node.textContent ?? '';
    if (node.nodeType !== 1 || unseenTags.has(node.nodeName) || node.hasAttribute?.('hidden')) return;
    const block = blockTags.has(node.nodeName);
    if (block) flush();
    const label = node.getAttribute?.('aria-label');
    if (label) lines.push(`[aria-label: ${label}]`);
    for (const child of Array.from(node.childNodes)) walk(child);
    if (block) flush();
  };
  walk(root);
  flush();
  return lines;
}

/** Built code and style sheets are named by their content hash, which any change of code renames: the name without it. */
const withoutCodeHash = (text: string) => text.replace(/\/assets\/([\w.-]+?)-[A-Za-z0-9_-]{8,12}\.(css|js)\b/g, '/assets/$1-#.$2');

/** Each element of the head as one line: its tag, attributes and contents, code and style names without their hash. */
function headLines(head: Element): string[] {
  return Array.from(head.children).map((element) => {
    const attributes = Array.from(element.attributes)
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .join(' ');
    return withoutCodeHash(`<${element.tagName.toLowerCase()}${attributes ? ` ${attributes}` : ''}>${element.innerHTML}`);
  });
}

export function pageFacts(html: string): PageFacts {
  const document = parseHtml(html);
  const main = document.querySelector('main');
  return {
    mainText: main ? visibleLines(main as unknown as DomNode) : ['(no <main>)'],
    headings: Array.from(document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => `${heading.tagName.toLowerCase()} ${normalizeText(heading.textContent ?? '')}`),
    targets: Array.from(document.querySelectorAll('[id], a[name]')).map((element) => `#${element.getAttribute('id') ?? element.getAttribute('name')}`),
    structuredData: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => JSON.stringify(JSON.parse(script.textContent ?? 'null'), null, 1).split('\n')),
    head: headLines(document.head as unknown as Element),
  };
}
