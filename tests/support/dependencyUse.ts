/**
 * Which packages of package.json the project uses, and how: the dependency check of
 * tests/unit/architecture. Precise rather than an allowlist: every way a package counts as used is
 * a rule below, read from the sources and the npm scripts.
 */
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { moduleReferences } from './moduleGraph.ts';

export interface PackageManifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
}

export interface SourceFile {
  file: string;
  text: string;
}

/** Stands for every Node built-in, so that a `node:` import uses `@types/node`. */
const nodeBuiltins = 'node';

/** The package a bare specifier names (`react-dom/server` → `react-dom`); `node` for a built-in, null for a relative path. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  if (isBuiltin(specifier)) return nodeBuiltins;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** `@types/scope__name` → `@scope/name`, `@types/react` → `react`. */
function typedPackage(typesPackage: string): string {
  const name = typesPackage.slice('@types/'.length);
  return name.includes('__') ? `@${name.replace('__', '/')}` : name;
}

/** The commands an npm script runs: the first word of each step, past `FOO=bar` settings and `npx`. */
function scriptCommands(script: string): string[] {
  return script
    .split(/&&|\|\||[;|]/)
    .map((step) => step.trim().split(/\s+/).filter((word) => !/^\w+=/.test(word)))
    .map((words) => (words[0] === 'npx' ? words.find((word, index) => index > 0 && !word.startsWith('-')) : words[0]))
    .filter((command): command is string => Boolean(command));
}

/**
 * The packages that `sources` and the npm scripts use. A package is used when a source imports,
 * re-exports or `import()`s it, names it in an import type or a `/// <reference types>`, resolves
 * a file of it (`require.resolve('@fontsource/inter/files/…')`) or names a path inside it under
 * node_modules/ (scripts/test.ts runs `node_modules/typescript/bin/tsc`); when an npm script runs
 * one of its binaries (`tsx build.ts`); and, for `@types/x`, when x is used (`@types/node` when a
 * Node built-in is).
 */
function usedPackages(manifest: PackageManifest, sources: readonly SourceFile[], binariesOf: (name: string) => readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const { file, text } of sources) {
    for (const { specifier } of moduleReferences(file, text)) {
      const name = packageOf(specifier);
      if (name) used.add(name);
    }
  }
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  const commands = new Set(Object.values(manifest.scripts ?? {}).flatMap(scriptCommands));
  for (const name of declared) if (binariesOf(name).some((binary) => commands.has(binary))) used.add(name);
  for (const name of declared) if (name.startsWith('@types/') && used.has(typedPackage(name))) used.add(name);
  return used;
}

/** Packages package.json declares that nothing uses, sorted. */
export function unusedDependencies(manifest: PackageManifest, sources: readonly SourceFile[], binariesOf: (name: string) => readonly string[]): string[] {
  const used = usedPackages(manifest, sources, binariesOf);
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
    .filter((name) => !used.has(name))
    .sort();
}

/** Packages the sources use that package.json does not declare (they work only while another package drags them in), sorted. */
export function undeclaredDependencies(manifest: PackageManifest, sources: readonly SourceFile[], binariesOf: (name: string) => readonly string[]): string[] {
  const declared = new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }));
  return [...usedPackages(manifest, sources, binariesOf)].filter((name) => name !== nodeBuiltins && !declared.has(name)).sort();
}

/** The binaries an installed package puts on the npm scripts' PATH (its package.json `bin`). */
export function installedBinaries(root: string): (name: string) => string[] {
  return (name) => {
    const { bin } = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { bin?: string | Record<string, string> };
    if (typeof bin === 'string') return [name.split('/').pop()!];
    return Object.keys(bin ?? {});
  };
}
