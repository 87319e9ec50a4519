import { createFileReporter, disposeEvalBroker, slugify, transform, TransformCacheCollection } from '@wyw-in-js/transform';
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TransformCache } from './transformCache.ts';

/**
 * esbuild plugin that extracts Linaria styles at build time (zero runtime CSS-in-JS).
 * The registry's @wyw-in-js/esbuild lags behind Linaria 8's processors (wyw 2.x), so this is
 * that plugin's small loader, on @wyw-in-js/transform 2.x. Only files matching `filter` are
 * evaluated; each file's CSS becomes a virtual `.wyw.css` import that esbuild bundles. With a
 * `cacheDir`, results persist between builds (src/build/transformCache.ts): a warm build evaluates
 * only the files that changed.
 */
export function linariaPlugin({ filter, cacheDir }: { filter: RegExp; cacheDir?: string }): esbuild.Plugin {
  const cache = new TransformCacheCollection();
  const transformCache = cacheDir ? new TransformCache(cacheDir, process.cwd()) : null;
  return {
    name: 'linaria',
    setup(build) {
      const cssByName = new Map<string, { css: string; resolveDir: string }>();
      const { emitter, onDone } = createFileReporter(false);
      build.onEnd(() => onDone(process.cwd()));
      // wyw evaluates ES modules in a child process that lives as long as its cache; without this
      // the build finishes its work but the process never exits.
      build.onDispose(() => disposeEvalBroker(cache));

      build.onResolve({ filter: /\.wyw\.css$/ }, (args) => ({ namespace: 'linaria', path: args.path }));
      build.onLoad({ filter: /.*/, namespace: 'linaria' }, (args) => {
        const entry = cssByName.get(args.path);
        return { contents: entry?.css ?? '', loader: 'css', resolveDir: entry?.resolveDir };
      });

      const asyncResolve = async (token: string, importer: string): Promise<string> => {
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
          const transformed = await transform(
            { options: { filename: args.path, root: process.cwd() }, cache, eventEmitter: emitter },
            code,
            asyncResolve,
          );
          result = { code: transformed.code, cssText: transformed.cssText ?? '' };
          await transformCache?.set(args.path, source, result, transformed.dependencies ?? []);
        }
        if (!result.cssText) return { contents: result.code, loader: 'js', resolveDir };
        const cssName = `${path.parse(args.path).name}_${slugify(result.cssText)}.wyw.css`;
        cssByName.set(cssName, { css: result.cssText, resolveDir });
        return { contents: `import ${JSON.stringify(cssName)};\n${result.code}`, loader: 'js', resolveDir };
      });
    },
  };
}
