/**
 * The one stylesheet, written for the browsers the site is built for (src/build/browserTargets.ts):
 * the vendor prefixes they still need, and none for browsers outside them (Linaria's own prefixer
 * wrote Internet Explorer's and old Android's, a quarter of the file, and pushed it over its budget).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgets } from '../../bench/budgets.ts';
import { gzipSize } from '../../bench/pageWeight.ts';
import { distFiles, readDist } from '../support/distFiles.ts';

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
