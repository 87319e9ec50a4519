/**
 * The site's one stylesheet, written for the browsers the site is built for (src/build/browserTargets.ts):
 * the vendor prefixes they still need, and none for browsers outside them (Linaria's own prefixer
 * wrote Internet Explorer's and old Android's, a quarter of the file, and pushed it over its budget).
 * Pages link none: each carries in its head the rules of the stylesheet its kind of page can match
 * (src/build/pageStyles.ts), so a first visit paints from the document alone; the editor's preview
 * loads the whole file.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgets } from '../../bench/budgets.ts';
import { gzipSize } from '../../bench/pageWeight.ts';
import { parseHeaders } from '../../src/server/hostRules.ts';
import { hashSource } from '../../src/build/headers.ts';
import { distFiles, distHtmlFiles, readDist } from '../support/distFiles.ts';

const stylesheets = distFiles().filter((file) => /^assets\/site-[\w-]+\.css$/.test(file));
const css = readDist(stylesheets[0] ?? '');
const declarations = (property: string) => css.match(new RegExp(`(?<![\\w-])${property}:[^;}]+`, 'g')) ?? [];

describe('the stylesheet', () => {
  it('is one file', () => {
    assert.equal(stylesheets.length, 1, stylesheets.join(', '));
  });

  it('carries no prefix for a browser outside the targets: no -ms-, no old flexbox, no -moz- property', () => {
    assert.deepEqual(css.match(/-ms-[\w-]+/g), null);
    assert.deepEqual(css.match(/:-webkit-(box|inline-box|flex|inline-flex)\b/g), null);
    // Firefox's own pseudo-elements stay: ::-moz-progress-bar styles its progress bars.
    assert.deepEqual(css.match(/[;{]-moz-[\w-]+:/g), null);
  });

  it('keeps the prefixes WebKit still needs, beside the standard property', () => {
    for (const property of ['user-select', 'mask', 'text-size-adjust']) {
      const standard = declarations(property);
      assert.ok(standard.length > 0, `the stylesheet sets ${property}`);
      assert.deepEqual(declarations(`-webkit-${property}`).map((declaration) => declaration.slice('-webkit-'.length)), standard, property);
    }
  });

  it(`stays within its budget of ${budgets.cssGzip / 1024} KB gzipped`, () => {
    // Measured as the bench measures it.
    const size = gzipSize(css);
    assert.ok(size <= budgets.cssGzip, `${size} bytes gzipped`);
  });
});

describe("each page's own styles", () => {
  const pages = distHtmlFiles().map((file) => ({ file, html: readDist(file) }));
  const policy = Object.fromEntries(parseHeaders(readDist('_headers')).find((block) => block.pattern === '/*')?.headers ?? [])['Content-Security-Policy'] ?? '';
  const styleSources = /(?:^|; )style-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];

  it('come in one <style> in the head, with no stylesheet to request before the first paint', () => {
    for (const { file, html } of pages) {
      const head = html.slice(0, html.indexOf('</head>'));
      assert.doesNotMatch(html, /<link\b[^>]*rel="stylesheet"/, file);
      assert.equal(head.match(/<style>/g)?.length, 1, `${file}: one <style> in the head`);
      assert.equal(html.match(/<style\b/g)?.length, 1, `${file}: no other <style>`);
    }
  });

  it("are the stylesheet's own rules, in its order, with its web font and the page's header and footer styled", () => {
    for (const { file, html } of pages) {
      const styles = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      assert.ok(styles.length > 1000, `${file}: ${styles.length} characters of styles`);
      assert.match(styles, /@font-face\{font-family:Inter Variable/, file);
      // Every class the header's and the footer's root carry has a rule among the page's.
      for (const element of ['header', 'footer']) {
        const classes = new RegExp(`<${element}\\b[^>]*class="([^"]*)"`).exec(html)?.[1]?.split(' ') ?? [];
        assert.ok(classes.length > 0, `${file}: the ${element} has a class`);
        for (const name of classes) assert.ok(styles.includes(`.${name}`), `${file}: a rule for the ${element}'s .${name}`);
      }
      let from = 0;
      for (const rule of styles.match(/[^{}]+\{[^{}]*\}/g) ?? []) {
        const at = css.indexOf(rule, from);
        assert.ok(at >= 0, `${file}: "${rule.slice(0, 80)}" is a rule of the stylesheet, after the one before it`);
        from = at + rule.length;
      }
    }
  });

  it('are allowed by hash in the public policy, one text for each kind of page, and no unsafe-inline', () => {
    const texts = new Set(pages.map(({ html }) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''));
    const kinds = new Set(pages.map(({ html }) => /data-route-kind="([^"]*)"/.exec(html)?.[1]));
    assert.ok(texts.size <= kinds.size, `${texts.size} texts for ${kinds.size} kinds of page`);
    for (const text of texts) assert.ok(styleSources.includes(hashSource(text)), 'the policy names the hash of each page\'s styles');
    assert.ok(!styleSources.includes("'unsafe-inline'"), 'no unsafe-inline');
  });
});
