/**
 * The Linaria plugin's disk cache (src/build/transformCache.ts) keeps each file's extracted styles
 * until the file or a module its styles were evaluated from changes: a warm build evaluates nothing,
 * and never serves the styles of a module as it was before an edit.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { linariaPlugin } from '../../../src/build/linariaPlugin.ts';

// Inside the project, so the fixture's `@linaria/core` resolves to the project's own.
const scratch = path.join(process.cwd(), '.cache', 'tests');
let dir: string;
let cacheDir: string;

/** The fixture's stylesheet, as a build with the plugin extracts it. */
async function builtCss(): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [path.join(dir, 'entry.ts')],
    bundle: true,
    write: false,
    outdir: path.join(dir, 'out'),
    external: ['@linaria/core'],
    logLevel: 'silent',
    plugins: [linariaPlugin({ filter: /[\\/]fixture[\\/].*\.tsx?$/, cacheDir })],
  });
  return result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.text).join('');
}

const cacheEntries = () => readdirSync(cacheDir).filter((name) => name.endsWith('.json'));

before(() => {
  mkdirSync(scratch, { recursive: true });
  dir = path.join(mkdtempSync(path.join(scratch, 'linaria-')), 'fixture');
  cacheDir = path.join(dir, '..', 'cache');
  mkdirSync(dir, { recursive: true });
  // A style written by a function of another module, called in the template, as renderNearViewport is.
  writeFileSync(path.join(dir, 'accent.ts'), "export function accent(): string {\n  return 'color: #123456;';\n}\n");
  writeFileSync(path.join(dir, 'Card.tsx'), "import { css } from '@linaria/core';\nimport { accent } from './accent.ts';\n\nexport const card = css`\n  ${accent()}\n`;\n");
  writeFileSync(path.join(dir, 'entry.ts'), "import { card } from './Card.tsx';\n\nexport default card;\n");
});
after(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('the Linaria transform cache', () => {
  it('keeps the styles of a file evaluated from a module it imports by a relative path', async () => {
    assert.match(await builtCss(), /color: #123456/);
    assert.equal(cacheEntries().length, 1, 'one entry, for Card.tsx: a warm build evaluates nothing');
  });

  it('evaluates the file again once that module changes, never serving the old styles', async () => {
    writeFileSync(path.join(dir, 'accent.ts'), "export function accent(): string {\n  return 'color: #654321;';\n}\n");
    const css = await builtCss();
    assert.match(css, /color: #654321/);
    assert.doesNotMatch(css, /#123456/);
  });
});
