/**
 * Colours come from the theme: src/styles/theme.ts is the one module that writes a colour, and the
 * stylesheet reads it by its custom property, so a rebrand is one edit and no stray shade survives it.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { colourProperty, colours, type ColourName } from '../../../src/styles/theme.ts';

const root = process.cwd();
const themeFile = 'src/styles/theme.ts';
const sources = readdirSync(path.join(root, 'src'), { recursive: true })
  .map((entry) => path.posix.join('src', String(entry).split(path.sep).join('/')))
  .filter((file) => /\.tsx?$/.test(file))
  .sort()
  .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

/** `file:line: match` for each match of the pattern, outside the files given. */
function occurrences(pattern: RegExp, skip: readonly string[] = []): string[] {
  return sources
    .filter(({ file }) => !skip.includes(file))
    .flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) => [...line.matchAll(pattern)].map((match) => `${file}:${index + 1}: ${match[0]}`)),
    );
}

const hexColour = /#[0-9a-fA-F]{3,8}\b/g;

describe('colours', () => {
  it('are written only in the theme', () => {
    const inTheme = new Set(occurrences(hexColour).filter((hit) => hit.startsWith(`${themeFile}:`)).map((hit) => hit.split(': ')[1]));
    assert.deepEqual(Object.values(colours).filter((value) => !inTheme.has(value)), [], 'the scan reads the theme\'s own colours');
    assert.deepEqual(occurrences(hexColour, [themeFile]), []);
  });

  it('are read in CSS by the name the theme gives them', () => {
    const known = new Set((Object.keys(colours) as ColourName[]).map(colourProperty));
    const unknown = occurrences(/var\((--color-[a-z-]+)/g).filter((hit) => !known.has(hit.slice(hit.lastIndexOf('var(') + 4)));
    assert.deepEqual(unknown, []);
  });

  it('the check finds a colour written anywhere else', () => {
    const found = [...'  color: #fff;\n  fill="#1D4ED8" \n  url(#glow) #section'.matchAll(hexColour)].map((match) => match[0]);
    assert.deepEqual(found, ['#fff', '#1D4ED8']);
  });
});
