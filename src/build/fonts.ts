import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The variable Inter font (Latin subset), self-hosted. */
export function readInterFont(): Buffer {
  return readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
}

/** Inter's vertical metrics, as fractions of the em: the fallback keeps its lines as tall. */
const inter = { ascent: 0.9688, descent: 0.2415 };

/**
 * The local faces that stand in for Inter, one per band of weights: a real bold face for 600 and
 * up, so that no engine synthesises bold (WebKit widens every glyph of a synthetic bold, which
 * wrapped the home headline onto an extra line), and a size per band that makes the local face as
 * wide as Inter at those weights (measured on the site's own headings and paragraphs with
 * `npx tsx scripts/calibrate-fallback-font.ts`). Arial and Liberation Sans share their advance
 * widths, so one measure serves Windows, macOS, iOS, Android and Linux.
 */
const regular = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica'];
// Full and PostScript names, as Chromium, Firefox and Safari match local(); WebKitGTK matches a
// family name only and picks its face by the weight asked for, hence 'Liberation Sans' last.
const bold = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Helvetica Bold', 'Helvetica-Bold', 'Liberation Sans'];
const fallbackFaces = [
  { weights: '100 499', local: regular, sizeAdjust: 1.0715 },
  { weights: '500 599', local: regular, sizeAdjust: 1.092 },
  { weights: '600 724', local: bold, sizeAdjust: 1.013 },
  { weights: '725 900', local: bold, sizeAdjust: 1.025 },
] as const;

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * @font-face rules: Inter, plus the fallback faces whose metrics match Inter, so a page in the
 * fallback lays out as it would in Inter. Inter is named by the CSS only once it is cached
 * (src/styles/webFont.ts); `optional` keeps even a slow cache read from swapping fonts after the
 * first paint.
 */
export function fontFaceCss(fontUrl: string): string {
  return [
    `@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:100 900;src:url(${fontUrl}) format('woff2-variations'),url(${fontUrl}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`,
    ...fallbackFaces.map(
      (face) =>
        `@font-face{font-family:'Inter Fallback';font-weight:${face.weights};src:${face.local.map((name) => `local('${name}')`).join(',')};` +
        `ascent-override:${percent(inter.ascent / face.sizeAdjust)};descent-override:${percent(inter.descent / face.sizeAdjust)};line-gap-override:0%;size-adjust:${percent(face.sizeAdjust)}}`,
    ),
  ].join('\n');
}
