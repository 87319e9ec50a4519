/**
 * Every word a visitor reads is the owner's: each built page's <main> copy is found in
 * the content files (at least 95 % a page), and no component writes words of
 * its own anywhere on a page, in text or in what screen readers read (aria-label, alt, title).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Document } from 'happy-dom';
import { contentLookup, contentTexts, copyShare, normalizeText, sharePercent } from '../support/copyShare.ts';
import { distHtmlFiles, parsedDist } from '../support/distFiles.ts';

const MIN_SHARE = 95;

/** What a page reads out that is no one's words: web addresses, and the shortcut sonner's toaster announces. */
const notWords = [/https?:\/\/\S+/g, /\balt\+T\b/g];

/** Every text a visitor reads or hears on a page: text nodes outside aria-hidden parts, and the names given to elements. */
function readableTexts(document: Document): string[] {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? '');
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName) || element.getAttribute('aria-hidden') === 'true') return;
    for (const name of ['aria-label', 'alt', 'title']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
    for (const child of element.childNodes) walk(child);
  };
  walk(document.body as unknown as Node);
  return texts.map(normalizeText).filter((text) => /\p{L}/u.test(text));
}

/** Found in the content files as it reads, or once the addresses and the shortcut are taken out. */
function fromContent(inContent: (text: string) => boolean, text: string): boolean {
  const words = normalizeText(notWords.reduce((rest, pattern) => rest.replace(pattern, ' '), text));
  return inContent(text) || !/\p{L}/u.test(words) || inContent(words);
}

describe('the words on the built pages', () => {
  it(`are at least ${MIN_SHARE} % content-file copy in every page's <main> (headings, paragraphs, list items of 20+ characters)`, () => {
    const pages = copyShare();
    const short = pages.filter((page) => sharePercent(page) < MIN_SHARE);
    assert.deepEqual(
      short.map((page) => `${page.page}: ${sharePercent(page).toFixed(1)} %, not in content: ${page.missing.join(' | ')}`),
      [],
    );
  });

  it('all come from the content files, in text and in names read by screen readers, on every page', () => {
    const inContent = contentLookup(contentTexts());
    const stray = new Map<string, string>();
    for (const file of distHtmlFiles()) {
      for (const text of readableTexts(parsedDist(file))) if (!fromContent(inContent, text) && !stray.has(text)) stray.set(text, file);
    }
    assert.deepEqual([...stray].map(([text, file]) => `${file}: ${text}`), []);
  });
});
