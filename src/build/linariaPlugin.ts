import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentHash } from './hashing.ts';
import { TransformCache } from './transformCache.ts';

type AsyncResolve = (token: string, importer: string) => Promise<string>;

/** wyw with its per-build state; loaded on the first file the cache cannot answer (loading Babel takes ~2 s). */
interface Transformer {
  transform(code: string, filename: string, asyncResolve: AsyncResolve): Promise<{ code: string; cssText?: string; dependencies?: string[] }>;
  done(): void;
  dispose(): void;
}

async function createTransformer(): Promise<Transformer> {
  const wyw = await import('@wyw-in-js/transform');
  const cache = new wyw.TransformCacheCollection();
  const { emitter, onDone } = wyw.createFileReporter(false);
  return {
    transform: (code, filename, asyncResolve) =>
      // No prefixer of its own: it wrote prefixes for Internet Explorer and old Android, a quarter of the
      // stylesheet; the site's stylesheet gets those its browsers need from esbuild (./browserTargets.ts).
      wyw.transform({ options: { filename, root: process.cwd(), prefixer: false }, cache, eventEmitter: emitter }, code, asyncResolve),
    done: () => onDone(process.cwd()),
    dispose: () => wyw.disposeEvalBroker(cache),
  };
}

/**
 * esbuild plugin that extracts Linaria styles at build time (zero runtime CSS-in-JS).
 * The registry's @wyw-in-js/esbuild lags behind Linaria 8's processors (wyw 2.x), so this is
 * that plugin's small loader, on @wyw-in-js/transform 2.x. Only files matching `filter` are
 * evaluated; each file's CSS becomes a virtual `.wyw.css` import that esbuild bundles. With a
 * `cacheDir`, results persist between builds (src/build/transformCache.ts): a warm build evaluates
 * only the files that changed, and does not even load wyw when nothing did.
 */
export function linariaPlugin({ filter, cacheDir }: { filter: RegExp; cacheDir?: string }): esbuild.Plugin {
  const transformCache = cacheDir ? new TransformCache(cacheDir, process.cwd()) : null;
  let transformer: Promise<Transformer> | undefined;
  const loadTransformer = () => (transformer ??= createTransformer());
  return {
    name: 'linaria',
    setup(build) {
      const cssByName = new Map<string, { css: string; resolveDir: string }>();
      build.onEnd(async () => {
        if (transformer) (await transformer).done();
      });
      // wyw evaluates ES modules in a child process that lives as long as its cache; without this
      // the build finishes its work but the process never exits.
      build.onDispose(() => {
        void transformer?.then((loaded) => loaded.dispose());
      });

      build.onResolve({ filter: /\.wyw\.css$/ }, (args) => ({ namespace: 'linaria', path: args.path }));
      build.onLoad({ filter: /.*/, namespace: 'linaria' }, (args) => {
        const entry = cssByName.get(args.path);
        return { contents: entry?.css ?? '', loader: 'css', resolveDir: entry?.resolveDir };
      });

      const asyncResolve: AsyncResolve = async (token, importer) => {
        const result = await build.resolve(token, { resolveDir: path.dirname(importer), kind: 'import-statement' });
        if (result.errors.length > 0) throw new Error(`Cannot resolve ${token} from ${importer}`);
        return result.path.split(path.sep).join('/');
      };

      build.onLoad({ filter }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const loader = path.extname(args.path).slice(1) as esbuild.Loader;
        const resolveDir = path.dirname(args.path);
        // Files that cannot contain a Linaria template skip the (costly) evaluation.
        if (!source.includes('@linaria/')) return { contents: source, loader, resolveDir };
        let result = await transformCache?.get(args.path, source);
        if (!result) {
          const { code } = await esbuild.transform(source, { loader, sourcefile: args.path, jsx: 'automatic' });
          const transformed = await (await loadTransformer()).transform(code, args.path, asyncResolve);
          result = { code: transformed.code, cssText: transformed.cssText ?? '' };
          // wyw names some dependencies as the file imports them (`./theme.ts`): read from the project
          // root they would not exist, and an entry that cannot be checked is not kept.
          const dependencies = (transformed.dependencies ?? []).map((dependency) => path.resolve(resolveDir, dependency));
          await transformCache?.set(args.path, source, result, dependencies);
        }
        // The file's own loader, not 'js': wyw may hand back a module it first evaluated from disk as a
        // dependency of another file, TypeScript and all (a build failed on theme.ts's `as const`).
        if (!result.cssText) return { contents: result.code, loader, resolveDir };
        const cssName = `${path.parse(args.path).name}_${contentHash(result.cssText)}.wyw.css`;
        cssByName.set(cssName, { css: result.cssText, resolveDir });
        return { contents: `import ${JSON.stringify(cssName)};\n${result.code}`, loader, resolveDir };
      });
    },
  };
}
