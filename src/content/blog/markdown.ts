import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { hyphenatedCompound } from '../../components/compounds.ts';
import { headerDom } from '../../components/header/headerDom.ts';
import { heroDom } from '../../components/heroDom.ts';
import { splitStega, withMarkOnEachText } from '../stega.ts';

/** Ids the page around a post body already uses (document chrome and the article shell). */
const reservedIds = new Set(['main', heroDom.id, heroDom.headingId, 'contact', 'site-map', headerDom.drawerId, headerDom.servicesMenuId]);
const reservedPrefixes = ['article-', 'drawer-', 'footer-'];

/**
 * URL-safe id of a heading's text: 'Days 1–30: Diagnose' → 'days-1-30-diagnose'. A leading
 * ordinal is dropped ('1. Clarity Over Cleverness' → 'clarity-over-cleverness'), and an id never
 * starts with a digit.
 */
export function headingSlug(text: string): string {
  const slug = text
    .replace(/^\s*\d+[.)]\s+/, '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  if (!slug) return 'section';
  return /^\p{L}/u.test(slug) ? slug : `section-${slug}`;
}

export interface BodyHeading {
  depth: number;
  text: string;
  id: string;
}

/** Words the renderer adds: a table's name for screen readers ('Table 1: Plan, Price'). */
export interface MarkdownWords {
  table: string;
}

export interface RenderedBody {
  html: string;
  headings: BodyHeading[];
}

/** Wraps each hyphenated compound ('Go-To-Market') of a heading's HTML, so a line never ends at its hyphen. */
const keepCompounds = (html: string) =>
  html
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(hyphenatedCompound, '<span class="compound">$&</span>')))
    .join('');

const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|#39|nbsp);/gi, (entity, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
    const lower = code.toLowerCase();
    if (lower in named) return named[lower] ?? entity;
    return String.fromCodePoint(lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number.parseInt(lower.slice(1), 10));
  });

/**
 * Renders a post body (GitHub-flavoured Markdown) to HTML: headings get stable ids from their text
 * (unique within the page), external links open in a new tab with `rel="noopener noreferrer"`, and
 * tables scroll inside a labelled, focusable region (`section`) on narrow screens.
 */
export function renderMarkdown(source: string, words: MarkdownWords): RenderedBody {
  // In the editor's preview the Markdown carries its field's click-to-edit mark: every text drawn from it does (stega.ts).
  const { text: markdown, mark } = splitStega(source);
  const headings: BodyHeading[] = [];
  const used = new Map<string, number>();
  const uniqueId = (text: string) => {
    let base = headingSlug(text);
    if (reservedIds.has(base) || reservedPrefixes.some((prefix) => base.startsWith(prefix))) base = `${base}-section`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const defaults = new Renderer();
  let tables = 0;

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: Renderer, { tokens, depth }: Tokens.Heading) {
        const html = this.parser.parseInline(tokens);
        const text = decodeEntities(this.parser.parseInline(tokens, this.parser.textRenderer));
        const id = uniqueId(text);
        headings.push({ depth, text, id });
        return `<h${depth} id="${id}">${keepCompounds(html)}</h${depth}>\n`;
      },
      link(this: Renderer, token: Tokens.Link) {
        const html = defaults.link.call(this, token);
        const external = /^https?:\/\//i.test(token.href) || token.href.startsWith('//');
        return external ? html.replace(/^<a /, '<a target="_blank" rel="noopener noreferrer" ') : html;
      },
      table(this: Renderer, token: Tokens.Table) {
        tables += 1;
        const caption = token.header.map((cell) => decodeEntities(this.parser.parseInline(cell.tokens, this.parser.textRenderer))).join(', ');
        const label = `${words.table} ${tables}: ${caption}`.replace(/"/g, '&quot;');
        return `<section class="table-scroll" aria-label="${label}" tabindex="0">${defaults.table.call(this, token)}</section>\n`;
      },
    },
  });
  // Each h2 and what follows it becomes a <section>, a block the browser may skip rendering until it nears the viewport.
  const tokens = marked.lexer(markdown);
  const opensSection = (token: Token) => token.type === 'heading' && token.depth === 2;
  const parts: Token[][] = [];
  for (const token of tokens) {
    const current = parts.at(-1);
    if (!current || opensSection(token)) parts.push([token]);
    else current.push(token);
  }
  const html = parts
    .map((part) => {
      const partHtml = marked.parser(Object.assign(part, { links: tokens.links }));
      // Its word count lets the stylesheet estimate its height while the browser skips it.
      return part[0] && opensSection(part[0]) ? `<section data-words="${countWordsInHtml(partHtml)}">\n${partHtml}</section>\n` : partHtml;
    })
    .join('');
  return { html: withMarkOnEachText(html, mark), headings };
}

/** Visible words of an HTML fragment (tags and entities removed). */
export function countWordsInHtml(html: string): number {
  return countWords(decodeEntities(html.replace(/<[^>]+>/g, ' ')));
}

/** Words in plain text: runs of letters or digits, counting 'don't' and '$2M–$50M' sensibly. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
