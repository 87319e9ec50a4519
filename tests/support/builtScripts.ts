/**
 * The built site's scripts as esbuild split them (dist/assets/, `[name]-[hash].js`): read from the
 * files themselves, so a test can say which chunks a script loads without asking the build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function builtScripts(distDir: string) {
  const assets = path.join(distDir, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const source = (file: string) => readFileSync(path.join(assets, file), 'utf8');
  /** The chunks `file` imports as it loads (`import … from "./x.js"`, `import "./x.js"`). */
  const staticImports = (file: string) => [...source(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
  return {
    /** The script named `name` by esbuild (its module's or package entry's name). */
    named(name: string): string {
      const file = files.find((candidate) => candidate.startsWith(`${name}-`) && !candidate.slice(name.length + 1, -3).includes('-'));
      if (!file) throw new Error(`No script named ${name} in ${assets}`);
      return file;
    },
    staticImports,
    /** The chunks `file` imports on demand (`import("./x.js")`). */
    lazyImports: (file: string) => [...source(file).matchAll(/import\(\s*"\.\/([^"]+\.js)"\s*\)/g)].map((match) => match[1]!),
    /** `roots` and every chunk they load with them, each once. */
    loadedWith(roots: readonly string[]): Set<string> {
      const loaded = new Set<string>();
      const visit = (file: string) => {
        if (loaded.has(file)) return;
        loaded.add(file);
        staticImports(file).forEach(visit);
      };
      roots.forEach(visit);
      return loaded;
    },
  };
}
