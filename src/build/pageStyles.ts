/**
 * Each page carries the styles it needs in its head, so its first paint needs no request but the
 * document: the site's stylesheet less every rule that cannot match a page of its kind. A kind's
 * pages share one text (the union of their classes), so the Content-Security-Policy allows a hash per
 * kind of page, not per page: Cloudflare Pages reads no `_headers` line longer than 2,000 characters.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import { pageDom } from '../components/pageDom.ts';
import type { RouteKind } from '../siteRoute.ts';

const placeholder = `<style ${pageDom.pageStylesAttr}=""></style>`;

/** The class names written in a page's `class` attributes. */
export function classesIn(html: string): string[] {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return [...classes].sort();
}

/** The class names a stylesheet's selectors name (the client's own styles: classes its code puts on elements at run time). */
export function classesStyledBy(css: string): string[] {
  const classes = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const selector of rule.selectors) for (const name of requiredClasses(selector, { insideFunctions: true })) classes.add(name);
  });
  return [...classes].sort();
}

/**
 * Classes an element must carry for `selector` to match it. Strings and attribute selectors name no
 * class; `:not(.x)`, `:is(…)`, `:where(…)` and `:has(…)` may match without theirs, so a rule is kept
 * whatever classes they name (unless `insideFunctions`, which lists every class named anywhere).
 */
function requiredClasses(selector: string, { insideFunctions = false } = {}): string[] {
  let bare = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '').replace(/\[[^\]]*\]/g, '');
  if (!insideFunctions) {
    let previous;
    do {
      previous = bare;
      bare = bare.replace(/:[\w-]+\([^()]*\)/g, '');
    } while (bare !== previous);
  }
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/** A parsed stylesheet, each rule with the classes each of its selectors needs, to be cut for many class sets. */
class CuttableStylesheet {
  private readonly root: Root;
  private readonly needs = new Map<Rule, string[][]>();

  constructor(css: string) {
    this.root = postcss.parse(css);
    this.root.walkRules((rule) => {
      const inKeyframes = rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name);
      this.needs.set(rule, inKeyframes ? [[]] : rule.selectors.map((selector) => requiredClasses(selector)));
    });
  }

  /** The stylesheet without the rules none of whose selectors can match an element of a page whose classes are `classes` (a rule is kept whole), nor the at-rules left empty. */
  using(classes: ReadonlySet<string>): string {
    const text = (node: ChildNode): string => {
      if (node.type === 'rule') return this.needs.get(node)!.some((names) => names.every((name) => classes.has(name))) ? node.toString() : '';
      // Declarations (@font-face's) are written by their at-rule, which puts the semicolons between them.
      if (node.type !== 'atrule' || node.nodes === undefined || node.nodes.some((child) => child.type === 'decl')) return node.toString();
      const inside = node.nodes.map(text).join('');
      if (!inside) return '';
      const empty = node.clone({ nodes: [] }).toString();
      return `${empty.slice(0, -1)}${inside}}`;
    };
    return this.root.nodes.map(text).join('');
  }
}

/** The styles of each kind of page, from the pages' classes (kindStyler). */
export type KindStyles = (pages: Iterable<{ kind: RouteKind; classes: readonly string[] }>) => Map<RouteKind, string>;

/**
 * The styles each kind of page carries: the rules its pages' classes (and the classes client code
 * adds at run time, `runtimeClasses`) can match, in the stylesheet's order. The stylesheet is parsed
 * once, and a kind whose classes are those of the last call gets the text it got then: `npm run dev`
 * keeps one styler while the code is unchanged, and a save rarely changes a kind's classes.
 */
export function kindStyler(css: string, runtimeClasses: readonly string[]): KindStyles {
  const stylesheet = new CuttableStylesheet(css);
  let lastTexts = new Map<string, string>();
  return (pages) => {
    const classesByKind = new Map<RouteKind, Set<string>>();
    for (const page of pages) {
      const classes = classesByKind.get(page.kind) ?? new Set(runtimeClasses);
      for (const name of page.classes) classes.add(name);
      classesByKind.set(page.kind, classes);
    }
    const texts = new Map<string, string>();
    const styles = new Map<RouteKind, string>();
    for (const [kind, classes] of classesByKind) {
      const key = [...classes].sort().join(' ');
      const text = texts.get(key) ?? lastTexts.get(key) ?? stylesheet.using(classes);
      texts.set(key, text);
      styles.set(kind, text);
    }
    lastTexts = texts;
    return styles;
  };
}

/** The page with its styles in the head, where Document left their place. */
export function withPageStyles(html: string, styles: string): string {
  if (!html.includes(placeholder)) throw new Error('The page has no place for its styles (components/Document.tsx)');
  if (/<\/style/i.test(styles)) throw new Error('The styles would close their own <style> element');
  return html.replace(placeholder, `<style>${styles}</style>`);
}

/**
 * Writes its kind's styles into each page rendered into `dir`; the 404 page, held in memory, takes
 * them as it is written (siteWriter.ts). The policy allows each kind's styles by hash (siteFiles.ts'
 * siteHostFiles). Read and written at once: an asynchronous file waits for the thread pool, which
 * the social cards keep busy. Pages are named by the fields it reads of pageRenderer.ts' PageFacts,
 * as that module imports this one.
 */
export function writePageStyles(dir: string, pages: Iterable<{ file: string; kind: RouteKind; unwrittenHtml?: string }>, styles: ReadonlyMap<RouteKind, string>): void {
  for (const page of pages) {
    if (page.unwrittenHtml !== undefined) continue;
    const file = path.join(dir, page.file);
    writeFileSync(file, withPageStyles(readFileSync(file, 'utf8'), styles.get(page.kind) ?? ''));
  }
}

/** The page as rendered, without the empty place of its styles (whose text the build hashes on its own). */
export function withoutStylesPlace(html: string): string {
  return html.replace(placeholder, '');
}
