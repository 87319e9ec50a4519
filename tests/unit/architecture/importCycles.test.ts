/**
 * The house reads top-down: no module imports one that imports it back, and the route manifest
 * sits above the pages. Type-only imports count: the compiler erases them, but a reader following
 * the imports still walks in a circle.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { importCycles, moduleGraph, moduleReferences, programFiles } from '../../support/moduleGraph.ts';

const root = process.cwd();
const files = programFiles(root);
const graph = moduleGraph(root, files);
const importsOf = (file: string) => (graph.get(file) ?? []).map((edge) => edge.to);

describe('the import graph of the whole program (src/, routes.ts, build.ts, tests, scripts, bench)', () => {
  it('is read from every file tsc checks', () => {
    for (const file of ['routes.ts', 'build.ts', 'src/site.ts', 'src/pages/NotFoundPage.tsx', 'tests/support/moduleGraph.ts', 'scripts/test.ts', 'bench/run.ts']) {
      assert.ok(graph.has(file), file);
    }
  });

  it('has no import circle', () => {
    assert.deepEqual(importCycles(graph).map((circle) => `${circle.cycle} (a circle of ${circle.modules.length} modules)`), []);
  });

  it('keeps the manifest above the pages: under src/, only the build imports routes.ts', () => {
    const importers = files.filter((file) => file.startsWith('src/') && !file.startsWith('src/build/') && importsOf(file).includes('routes.ts'));
    assert.deepEqual(importers, []);
  });

  it('has the URL constants and the route type at the bottom, on the identity module alone', () => {
    // The identity reads the owner's site.yml through the content-file loader, which stands on its checks alone,
    // where the content folders are and the one YAML parser.
    assert.deepEqual(importsOf('src/site.ts'), ['src/content/dataFile.ts']);
    assert.deepEqual(importsOf('src/content/dataFile.ts'), ['src/content/contentIssues.ts', 'src/content/contentFolders.ts', 'src/content/displayPath.ts', 'src/content/tokens.ts', 'src/content/validateContent.ts', 'src/content/yaml.ts']);
    assert.deepEqual(importsOf('src/content/yaml.ts'), []);
    assert.deepEqual(importsOf('src/content/validateContent.ts'), ['src/content/contentIssues.ts', 'src/content/stega.ts', 'src/content/tokens.ts']);
    assert.deepEqual(importsOf('src/content/stega.ts'), ['src/content/contentTexts.ts']);
    assert.deepEqual(importsOf('src/content/tokens.ts'), ['src/content/contentIssues.ts', 'src/content/contentTexts.ts']);
    assert.deepEqual(importsOf('src/content/contentTexts.ts'), []);
    assert.deepEqual(importsOf('src/content/contentIssues.ts'), []);
    assert.deepEqual(importsOf('src/content/contentFolders.ts'), []);
    assert.deepEqual(importsOf('src/paths.ts'), ['src/site.ts']);
    assert.deepEqual(importsOf('src/siteRoute.ts'), []);
    assert.deepEqual(importsOf('src/islands/attributes.ts'), []);
  });
});

describe('the circle check', () => {
  const fixture = (sources: Record<string, string>) => importCycles(moduleGraph('/fixture', Object.keys(sources), (file) => sources[file]!));

  it('finds a circle closed by a type-only import, and one closed by import()', () => {
    assert.deepEqual(
      fixture({
        'routes.ts': "import { paths } from './src/paths.ts';\nexport const load = () => import('./src/Page.tsx');",
        'src/paths.ts': 'export const paths = {};',
        'src/Page.tsx': "import { Card } from './Card.tsx';\nexport default Card;",
        'src/Card.tsx': "import type { Route } from '../routes.ts';\nexport const Card = (route: Route) => route;",
        'src/a.ts': "export { b } from './b.ts';\nexport const a = 1;",
        'src/b.ts': "import { a } from './a.ts';\nexport const b = a;",
      }),
      [
        { modules: ['routes.ts', 'src/Card.tsx', 'src/Page.tsx'], cycle: 'routes.ts -dynamic-> src/Page.tsx -static-> src/Card.tsx -type-> routes.ts' },
        { modules: ['src/a.ts', 'src/b.ts'], cycle: 'src/a.ts -static-> src/b.ts -static-> src/a.ts' },
      ],
    );
  });

  it('finds a module that imports itself, and nothing in a graph that only goes down', () => {
    assert.deepEqual(fixture({ 'self.ts': "import './self.ts';" }), [{ modules: ['self.ts'], cycle: 'self.ts -static-> self.ts' }]);
    assert.deepEqual(fixture({ 'top.ts': "import './mid.ts';\nimport type { X } from './low.ts';", 'mid.ts': "import './low.ts';", 'low.ts': 'export type X = 1;' }), []);
  });

  it('reads every way a module names another', () => {
    const source = [
      '/// <reference types="vite/client" />',
      "import React, { type FC } from 'react';",
      "import type { A } from './a.ts';",
      "import { type B } from './b.ts';",
      "import './side-effect.ts';",
      "export { c } from './c.ts';",
      "export type { D } from './d.ts';",
      "export * from './e.ts';",
      "type F = import('./f.ts').F;",
      "const g = () => import('./g.tsx');",
      "const font = require.resolve(`@fontsource/inter/files/inter-${400}.woff`);",
      "const here = import.meta.resolve('sonner');",
      "const tsc = path.join(root, 'node_modules/typescript/bin/tsc');",
      "const note = 'node_modules is skipped';",
    ].join('\n');
    assert.deepEqual(moduleReferences('x.tsx', source), [
      { specifier: 'vite/client', kind: 'type' },
      { specifier: 'react', kind: 'static' },
      { specifier: './a.ts', kind: 'type' },
      { specifier: './b.ts', kind: 'type' },
      { specifier: './side-effect.ts', kind: 'static' },
      { specifier: './c.ts', kind: 'static' },
      { specifier: './d.ts', kind: 'type' },
      { specifier: './e.ts', kind: 'static' },
      { specifier: './f.ts', kind: 'type' },
      { specifier: './g.tsx', kind: 'dynamic' },
      { specifier: '@fontsource/inter/files/inter-', kind: 'resolve' },
      { specifier: 'sonner', kind: 'resolve' },
      { specifier: 'typescript/bin/tsc', kind: 'path' },
    ]);
  });

  it('fails loudly on an import of a file that does not exist, rather than missing its edges', () => {
    assert.throws(() => fixture({ 'a.ts': "import './missing.ts';" }), /a\.ts imports missing\.ts, which does not exist/);
  });
});
