/**
 * Content of the built site (TEST_DIST): no placeholder or serialisation leftovers in any page's
 * text or attributes, the feed, the sitemap or the web manifest (DESIGN.md §4 "content"), and the
 * document basics every page needs: one h1, a main, lang="en", a title, alt on every image, and
 * rel="noopener noreferrer" on every link that opens a new tab (DESIGN.md §3).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Document, Element } from 'happy-dom';
import { stegaMark } from '../../src/content/stega.ts';
import { distFiles, distHtmlFiles, parsedDist, parseHtml, readDist } from '../support/distFiles.ts';

/**
 * What must never reach a visitor. Placeholder words are matched whole and in any case; the
 * JavaScript leftovers only as JavaScript prints them, so copy may still say "Undefined roles".
 */
const forbidden: { name: string; pattern: RegExp }[] = [
  { name: 'lorem', pattern: /\blorem\b/i },
  { name: 'ipsum', pattern: /\bipsum\b/i },
  { name: 'TODO', pattern: /\btodo\b/i },
  { name: '{name}/{email}/{phone}', pattern: /\{(?:name|email|phone)\}/i },
  { name: 'undefined', pattern: /\bundefined\b/ },
  { name: 'NaN', pattern: /\bNaN\b/ },
  { name: '[object Object]', pattern: /\[object Object\]/ },
  { name: "the editor's invisible click-to-edit marks", pattern: stegaMark },
];

/** Each forbidden pattern found in `text`, with a little context. */
function findForbidden(text: string, where: string): string[] {
  return forbidden.flatMap(({ name, pattern }) => {
    const match = pattern.exec(text);
    if (!match) return [];
    const context = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40).replace(/\s+/g, ' ');
    return [`${where}: ${name} in "…${context}…"`];
  });
}

/** Scripts the browser runs hold code, not content; JSON data scripts (JSON-LD) are content. */
const isCode = (element: Element | null) =>
  element?.tagName === 'SCRIPT' && !/json/i.test(element.getAttribute('type') ?? '');

/** Placeholder text in a page's text nodes (head included) and in every attribute value. */
function lintPageText(document: Document, file: string): string[] {
  const problems: string[] = [];
  const walker = document.createTreeWalker(document, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!isCode(node.parentElement)) problems.push(...findForbidden(node.textContent ?? '', `${file} text`));
  }
  for (const element of document.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      problems.push(...findForbidden(attribute.value ?? '', `${file} <${element.localName} ${attribute.name}>`));
    }
  }
  return problems;
}

/** The document basics every page needs. */
function lintPageStructure(document: Document, file: string): string[] {
  const problems: string[] = [];
  const count = (selector: string) => document.querySelectorAll(selector).length;
  if (count('h1') !== 1) problems.push(`${file}: ${count('h1')} <h1> elements, expected exactly 1`);
  if (count('main') !== 1) problems.push(`${file}: ${count('main')} <main> elements, expected exactly 1`);
  if (document.documentElement.getAttribute('lang') !== 'en') problems.push(`${file}: <html lang="${document.documentElement.getAttribute('lang') ?? ''}">, expected "en"`);
  if (count('head > title') !== 1 || !document.title.trim()) problems.push(`${file}: no single non-empty <title>`);
  for (const image of document.querySelectorAll('img:not([alt])')) problems.push(`${file}: <img src="${image.getAttribute('src') ?? ''}"> has no alt attribute`);
  for (const opener of document.querySelectorAll('[target="_blank"]')) {
    const rel = new Set((opener.getAttribute('rel') ?? '').toLowerCase().split(/\s+/));
    if (!rel.has('noopener') || !rel.has('noreferrer')) {
      problems.push(`${file}: <${opener.localName} href="${opener.getAttribute('href') ?? ''}" target="_blank"> lacks rel="noopener noreferrer"`);
    }
  }
  return problems;
}

const page = (head: string, body: string) => parseHtml(`<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`);

let builtPages: { file: string; document: Document }[] | undefined;
/** Every built page, parsed once for both checks. */
const distPages = () => (builtPages ??= distHtmlFiles().map((file) => ({ file, document: parsedDist(file) })));

describe('content lint', () => {
  it('is not blind: leftovers and missing basics are reported, ordinary copy is not', () => {
    const leftovers = page(
      '<title>Lorem ipsum</title>',
      '<main><h1>Hi {name}</h1><p>Marked\u200b\u200c\u200d\ufeff\u200b</p><p title="TODO: copy">Total: NaN</p><img src="/a.png" data-x="[object Object]" alt="undefined"><script>if (x === undefined) run();</script></main>',
    );
    assert.deepEqual(
      lintPageText(leftovers, 'x.html').map((problem) => problem.split(' in ')[0]),
      ['x.html text: lorem', 'x.html text: ipsum', 'x.html text: {name}/{email}/{phone}', "x.html text: the editor's invisible click-to-edit marks", 'x.html text: NaN', 'x.html <p title>: TODO', 'x.html <img data-x>: [object Object]', 'x.html <img alt>: undefined'],
    );
    const ordinary = page(
      '<title>Financial planning</title>',
      '<main><h1>Undefined roles, nanoseconds and to-do lists</h1><p>Todoist, ipsumless, {n} pages, {"name":"x"}</p></main>',
    );
    assert.deepEqual(lintPageText(ordinary, 'ok.html'), []);
    assert.deepEqual(lintPageStructure(ordinary, 'ok.html'), []);

    const broken = parseHtml(`<!DOCTYPE html><html><head><title> </title></head><body><h1>a</h1><h1>b</h1><img src="/a.png"><a href="https://x.example" target="_blank" rel="noopener">x</a></body></html>`);
    assert.deepEqual(lintPageStructure(broken, 'b.html'), [
      'b.html: 2 <h1> elements, expected exactly 1',
      'b.html: 0 <main> elements, expected exactly 1',
      'b.html: <html lang="">, expected "en"',
      'b.html: no single non-empty <title>',
      'b.html: <img src="/a.png"> has no alt attribute',
      'b.html: <a href="https://x.example" target="_blank"> lacks rel="noopener noreferrer"',
    ]);
  });

  it('no page, feed, sitemap or manifest holds placeholder text or serialisation leftovers', () => {
    const problems = distPages().flatMap(({ file, document }) => lintPageText(document, file));
    const siteFiles = distFiles().filter((file) => ['rss.xml', 'sitemap.xml'].includes(file) || file.endsWith('.webmanifest'));
    assert.equal(siteFiles.length, 3, `rss.xml, sitemap.xml and a web manifest in dist, found ${siteFiles.join(', ')}`);
    for (const file of siteFiles) problems.push(...findForbidden(readDist(file), file));
    assert.ok(problems.length === 0, `${problems.length} placeholder leftovers:\n${problems.join('\n')}`);
  });

  it('every page has one h1, a main, lang="en", a title, alt on every image and safe new-tab links', () => {
    const problems = distPages().flatMap(({ file, document }) => lintPageStructure(document, file));
    assert.ok(problems.length === 0, `${problems.length} problems:\n${problems.join('\n')}`);
  });
});
