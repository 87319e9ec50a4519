import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script>/gi;
const modulePreload = /<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi;

/** The page as it would be without any JavaScript: every `<script>` and module preload removed. */
export function stripScripts(html: string): string {
  return html.replace(scriptElement, '').replace(modulePreload, '');
}

/**
 * Copies a built site to `destination` with every HTML file stripped of its scripts: the "no-JS
 * limit" the benchmark compares each page against. Assets are shared byte for byte.
 */
export async function writeNoJsCopy(source: string, destination: string): Promise<void> {
  await rm(destination, { recursive: true, force: true });
  await cp(source, destination, { recursive: true });
  const entries = await readdir(destination, { recursive: true });
  await Promise.all(
    entries
      .map(String)
      .filter((entry) => entry.endsWith('.html'))
      .map(async (entry) => {
        const file = path.join(destination, entry);
        await writeFile(file, stripScripts(await readFile(file, 'utf8')));
      }),
  );
}
