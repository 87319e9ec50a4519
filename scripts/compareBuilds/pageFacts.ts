/**
 * What a visitor and a search engine read from one built page, without running it: the visible text
 * of `<main>` (one line per block), its headings outline, every id a link can target, its structured
 * data and its `<head>`. Two builds of a page are the same for a visitor when these are equal.
 */
import postcss, { type ChildNode } from 'postcss';
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

/**
 * Built code, style sheets and social cards are named by a hash of their content and of the code
 * that makes them, which any change of that code renames, and the policy allows inline code by its
 * hash: names and hashes without it.
 */
const withoutCodeHash = (text: string) =>
  text.replace(/\/assets\/([\w./-]+?)-[A-Za-z0-9_-]{8,12}\.(css|js|png)\b/g, '/assets/$1-#.$2').replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'");

/**
 * Linaria names each style by a hash of where it is written (moving a style to another file renames
 * it): a short name with a digit, or of six or seven letters, where the site's own names are words.
 */
const withoutStyleNames = (selector: string) =>
  selector.replace(/\.([_a-z][\w]*)(?![\w-])/g, (name, bare: string) => (bare.length <= 9 && (/\d/.test(bare) || bare.length === 6 || bare.length === 7) ? '.#' : name));

/**
 * A page's inline style sheet as its rules, one per line, sorted, each inside its at-rules, its
 * declarations sorted, with Linaria's hashed class names as `.#`: a style moved to another file, or
 * written in another order, draws the same page (what the rules draw, the screenshots compare, where
 * the order of a shorthand and its part would show).
 */
function styleRules(css: string): string[] {
  const lines: string[] = [];
  const walk = (nodes: ChildNode[], within: string) => {
    for (const node of nodes) {
      if (node.type === 'atrule' && node.nodes) walk(node.nodes, `${within}@${node.name} ${node.params} › `);
      else if (node.type === 'rule') lines.push(`${within}${withoutStyleNames(node.selector)} { ${node.nodes.map(String).sort().join('; ')} }`);
      else if (node.type !== 'comment') lines.push(`${within}${String(node)}`);
    }
  };
  walk(postcss.parse(css).nodes, '');
  return lines.sort();
}

/** Each element of the head as one line (an inline style sheet as its rules): its tag, attributes and contents, code and style names without their hash. */
function headLines(head: Element): string[] {
  return Array.from(head.children).flatMap((element) => {
    const attributes = Array.from(element.attributes)
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .join(' ');
    const tag = `<${element.tagName.toLowerCase()}${attributes ? ` ${attributes}` : ''}>`;
    if (element.tagName === 'STYLE') return [tag, ...styleRules(element.textContent ?? '').map((rule) => `  ${withoutCodeHash(rule)}`)];
    return [withoutCodeHash(`${tag}${element.innerHTML}`)];
  });
}

export function pageFacts(html: string): PageFacts {
  const document = parseHtml(html);
  const main = document.querySelector('main');
  return {
    mainText: main ? visibleLines(main as unknown as DomNode) : ['(no <main>)'],
    headings: Array.from(document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => `${heading.tagName.toLowerCase()} ${normalizeText(heading.textContent ?? '')}`),
    targets: Array.from(document.querySelectorAll('[id], a[name]')).map((element) => `#${element.getAttribute('id') ?? element.getAttribute('name')}`),
    structuredData: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).flatMap((script) => withoutCodeHash(JSON.stringify(JSON.parse(script.textContent ?? 'null'), null, 1)).split('\n')),
    head: headLines(document.head as unknown as Element),
  };
}
