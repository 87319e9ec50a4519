/**
 * The project's import graph, read with TypeScript's own parser (no regex over source text): every
 * module a file names, how it names it, and the import circles among our own files. Shared by the
 * architecture checks in tests/unit/architecture.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `static`: an import or re-export whose values are used at run time. `type`: erased by the
 * compiler, but a reader still sees the dependency. `dynamic`: `import()`, loaded on demand.
 * `resolve`: `require.resolve()` / `import.meta.resolve()` of a package file, read but not run.
 * `path`: a string naming a file under `node_modules/` (`node_modules/typescript/bin/tsc`), given
 * as the part after it.
 */
type ImportKind = 'static' | 'type' | 'dynamic' | 'resolve' | 'path';

export interface ModuleReference {
  specifier: string;
  kind: ImportKind;
}

const stringValue = (node: ts.Node | undefined): string | undefined => {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  // `require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)`: the package is in the head.
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
};

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** `require.resolve(…)` or `import.meta.resolve(…)`. */
function isResolveCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'resolve') return false;
  const target = callee.expression;
  return (ts.isIdentifier(target) && target.text === 'require') || ts.isMetaProperty(target);
}

const nodeModulesPath = /(?:^|\/)node_modules\/(.+)$/;

/**
 * Every module `source` names: imports, re-exports, `import()`, import types, triple-slash type
 * references, package files it resolves and paths into node_modules/.
 */
export function moduleReferences(fileName: string, source: string): ModuleReference[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const references: ModuleReference[] = file.typeReferenceDirectives.map((directive) => ({ specifier: directive.fileName, kind: 'type' }));
  const add = (node: ts.Node | undefined, kind: ImportKind) => {
    const specifier = stringValue(node);
    if (specifier) references.push({ specifier, kind });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node) ? 'type' : 'static');
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyExport(node) ? 'type' : 'static');
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) add(node.moduleReference.expression, node.isTypeOnly ? 'type' : 'static');
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal, 'type');
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'dynamic');
    else if (ts.isCallExpression(node) && isResolveCall(node)) add(node.arguments[0], 'resolve');
    else if (ts.isStringLiteral(node)) {
      const inPackage = nodeModulesPath.exec(node.text)?.[1];
      if (inPackage) references.push({ specifier: inPackage, kind: 'path' });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return references;
}

/** The files of the TypeScript program `tsconfig.json` describes (what `tsc --noEmit` checks), relative to `root`. */
export function programFiles(root: string): string[] {
  const configFile = path.join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configFile, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configFile);
  return parsed.fileNames.map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}

interface ImportEdge {
  to: string;
  kind: ImportKind;
}

/** Module → the modules of ours it imports (relative specifiers, which this repo writes with their `.ts`/`.tsx` extension). */
export type ModuleGraph = Map<string, ImportEdge[]>;

/** The graph of our own modules among `files` (paths relative to `root`); an import of a file that does not exist throws. */
export function moduleGraph(root: string, files: readonly string[], read = (file: string) => readFileSync(path.join(root, file), 'utf8')): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const known = new Set(files);
  for (const file of files) {
    const edges = moduleReferences(file, read(file))
      .filter((reference) => reference.specifier.startsWith('.'))
      .map((reference) => ({ to: path.posix.normalize(path.posix.join(path.posix.dirname(file), reference.specifier)), kind: reference.kind }));
    for (const edge of edges) {
      if (!known.has(edge.to) && !existsSync(path.join(root, edge.to))) throw new Error(`${file} imports ${edge.to}, which does not exist`);
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * The import circles of `graph`, one per strongly connected component (Tarjan), each with one
 * shortest cycle through the component's first module, written `a -static-> b -type-> a`.
 */
export function importCycles(graph: ModuleGraph): { modules: string[]; cycle: string }[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (module: string): void => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const { to } of graph.get(module) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        connect(to);
        low.set(module, Math.min(low.get(module)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(module, Math.min(low.get(module)!, index.get(to)!));
      }
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== module);
    const importsItself = (graph.get(module) ?? []).some((edge) => edge.to === module);
    if (component.length > 1 || importsItself) components.push(component.sort());
  };
  for (const module of [...graph.keys()].sort()) if (!index.has(module)) connect(module);
  return components.map((modules) => ({ modules, cycle: shortestCycle(graph, modules) }));
}

/** A shortest way from the component's first module back to itself (breadth first). */
function shortestCycle(graph: ModuleGraph, component: readonly string[]): string {
  const start = component[0]!;
  const members = new Set(component);
  const cameFrom = new Map<string, { from: string; kind: ImportKind }>();
  const queue = [start];
  while (queue.length > 0 && !cameFrom.has(start)) {
    const module = queue.shift()!;
    for (const { to, kind } of graph.get(module) ?? []) {
      if (!members.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, { from: module, kind });
      queue.push(to);
    }
  }
  let text = start;
  for (let step = cameFrom.get(start); step; step = step.from === start ? undefined : cameFrom.get(step.from)) {
    text = `${step.from} -${step.kind}-> ${text}`;
  }
  return text;
}
