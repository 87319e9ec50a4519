import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Every `<style>` text client code inserts after load. sonner (the article's toaster) inserts its
 * stylesheet at run time: an empty `<style>` element, then the CSS as its text. The CSP allows both
 * by hash; the text is read from the installed package, so an upgrade keeps the hash right.
 */
export function runtimeStyles(): string[] {
  const file = path.join(path.dirname(require.resolve('sonner')), 'index.mjs');
  const match = /__insertCSS\("((?:[^"\\]|\\.)*)"\)/.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`sonner's injected stylesheet was not found in ${file}; update src/build/runtimeStyles.ts`);
  return ['', JSON.parse(`"${match[1]}"`) as string];
}
