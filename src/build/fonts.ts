import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The variable Inter font (Latin subset), self-hosted. */
export function readInterFont(): Buffer {
  return readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
}

/**
 * @font-face rules: Inter, plus a fallback face whose metrics match Inter, so a page in the fallback
 * lays out as it would in Inter (override values as published by fontaine). Inter is named by the
 * CSS only once it is cached (src/styles/webFont.ts); `optional` keeps even a slow cache read from
 * swapping fonts after the first paint.
 */
export function fontFaceCss(fontUrl: string): string {
  return [
    `@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:100 900;src:url(${fontUrl}) format('woff2-variations'),url(${fontUrl}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`,
    `@font-face{font-family:'Inter Fallback';src:local('Arial'),local('Liberation Sans'),local('Helvetica');ascent-override:90.49%;descent-override:22.56%;line-gap-override:0%;size-adjust:107.06%}`,
  ].join('\n');
}
