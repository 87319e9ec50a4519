import { analyticsDefine, type AnalyticsConfig } from '../client/analyticsConfig.ts';
import { browserTargets } from './browserTargets.ts';
import { linariaPlugin } from './linariaPlugin.ts';
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BundleOptions {
  root: string;
  /** Scratch folder for this build. */
  workDir: string;
  minify: boolean;
}

// Only our own sources contain Linaria templates; skipping node_modules keeps the build fast.
export const linaria = (root: string) => linariaPlugin({ filter: /[\\/]src[\\/].*\.tsx?$/, cacheDir: path.join(root, '.cache', 'linaria') });

const quietLog = { logLevel: 'silent' } as const;

/** Keeps build-only modules (identity with env access, manifest, content) out of browser code. */
function serverOnlyGuard(root: string): esbuild.Plugin {
  const forbidden = [path.join(root, 'routes.ts'), path.join(root, 'src', 'site.ts'), path.join(root, 'src', 'content')];
  return {
    name: 'server-only-guard',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        const resolved = path.resolve(args.resolveDir, args.path);
        if (forbidden.some((entry) => resolved === entry || resolved.startsWith(`${entry}${path.sep}`))) {
          return { errors: [{ text: `${path.relative(root, args.importer)} imports build-only ${path.relative(root, resolved)}; pass the data to the island as props instead` }] };
        }
        return undefined;
      });
    },
  };
}

export interface ServerBundle {
  entryFile: string;
  css: string;
}

/**
 * Pages and the renderer, for Node, with every Linaria style extracted into one stylesheet. A
 * CommonJS module, so that `npm run dev` can load a fresh copy for each save and let the last one
 * be garbage-collected (serverBundleLoader.ts); an ES module, once imported, is never unloaded.
 */
export async function bundleServer({ root, workDir, minify }: BundleOptions): Promise<ServerBundle> {
  const outdir = path.join(workDir, 'server');
  const result = await esbuild.build({
    ...quietLog,
    absWorkingDir: root,
    entryPoints: { server: path.join(root, 'src/build/serverEntry.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    minifySyntax: minify,
    minifyWhitespace: minify,
    plugins: [linaria(root)],
    // Modules that find files beside themselves (createRequire) read the bundle's own address.
    define: { 'import.meta.url': 'importMetaUrl' },
    banner: { js: "const importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    outExtension: { '.js': '.cjs' },
  });
  if (result.errors.length > 0) throw new Error('server bundle failed');
  // A site without a single Linaria style has no stylesheet: an empty one is correct then.
  const css = await readFile(path.join(outdir, 'server.css'), 'utf8').catch(() => '');
  return { entryFile: path.join(outdir, 'server.cjs'), css };
}

export interface ClientBundle {
  /** Path of the entry script relative to dist, e.g. `assets/main-AbC.js`. */
  entry: string;
  files: ClientFile[];
  /** Site paths of the scripts hydrating an island loads beyond the entry, which its marker names for prefetching. */
  islandFiles: string[];
  /** The styles of the modules the browser's code imports: classes its code may put on elements the pages do not carry. */
  css: string;
}

interface ClientFile {
  path: string;
  contents: Uint8Array;
}

/**
 * V8's explicit compile hint: compile every function of the file eagerly, on the background thread
 * that streams it, instead of lazily on the main thread while it runs. React DOM calls much of its
 * code as it starts, and with the hint its start-up task on the main thread is about half as long.
 */
const compileEagerlyHint = '//# allFunctionsCalledOnLoad\n';

function withCompileHint(file: esbuild.OutputFile, metafile: esbuild.Metafile, root: string): ClientFile {
  const output = metafile.outputs[path.relative(root, file.path).split(path.sep).join('/')];
  const holdsReactDom = Object.keys(output?.inputs ?? {}).some((input) => input.includes('node_modules/react-dom/'));
  if (!holdsReactDom) return { path: file.path, contents: file.contents };
  return { path: file.path, contents: Buffer.concat([Buffer.from(compileEagerlyHint), file.contents]) };
}

/** The modules that load an island's code on demand: the islands' loaders, and React's in the hydration. */
const hydrationModules = ['src/islands/islands.ts', 'src/client/hydrate.ts'];

/** The output files (metafile paths) that `hydrationModules` import dynamically, with everything they import, less what the entry loads already. */
function islandOutputs(metafile: esbuild.Metafile, entry: string): string[] {
  const { inputs, outputs } = metafile;
  const withImports = (file: string, found = new Set<string>()): Set<string> => {
    if (found.has(file)) return found;
    found.add(file);
    for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement' && !imported.external) withImports(imported.path, found);
    return found;
  };
  const loaded = new Set(
    hydrationModules.flatMap((module) => {
      const input = inputs[module];
      if (!input) throw new Error(`the client bundle has no ${module}`);
      return input.imports.filter((imported) => imported.kind === 'dynamic-import').map((imported) => imported.path);
    }),
  );
  const files = new Set<string>();
  for (const [file, output] of Object.entries(outputs)) if (output.entryPoint !== undefined && loaded.has(output.entryPoint)) withImports(file, files);
  const entryFiles = withImports(entry);
  return [...files].filter((file) => file.endsWith('.js') && !entryFiles.has(file));
}

/**
 * The browser entry and the lazily loaded island chunks, content-hashed under assets/. With
 * analytics off (null), the code that would load them is dead and left out: not one byte more.
 */
export async function bundleClient({ root, workDir, minify, analytics }: BundleOptions & { analytics: AnalyticsConfig | null }): Promise<ClientBundle> {
  const result = await esbuild.build({
    ...quietLog,
    absWorkingDir: root,
    entryPoints: { main: path.join(root, 'src/client/main.ts') },
    outdir: path.join(workDir, 'client'),
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'browser',
    format: 'esm',
    target: browserTargets,
    jsx: 'automatic',
    minify,
    write: false,
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', [analyticsDefine]: JSON.stringify(analytics) },
    plugins: [serverOnlyGuard(root), linaria(root)],
  });
  const entryOutput = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint?.endsWith('src/client/main.ts'));
  if (!entryOutput) throw new Error('client bundle has no entry output');
  const outRoot = path.join(workDir, 'client');
  const sitePath = (file: string) => path.relative(outRoot, path.resolve(root, file)).split(path.sep).join('/');
  return {
    entry: sitePath(entryOutput[0]),
    files: result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => withCompileHint(file, result.metafile, root)),
    islandFiles: islandOutputs(result.metafile, entryOutput[0]).map((file) => `/${sitePath(file)}`),
    css: result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.text).join('\n'),
  };
}
