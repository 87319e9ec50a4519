/**
 * package.json carries no dead weight: every package it declares is used by a source file or an
 * npm script, and every package the sources use is declared (not borrowed from another's install).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { installedBinaries, packageOf, undeclaredDependencies, unusedDependencies, type PackageManifest } from '../../support/dependencyUse.ts';
import { programFiles } from '../../support/moduleGraph.ts';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageManifest;
const sources = programFiles(root).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
const binaries = installedBinaries(root);

describe('package.json', () => {
  it('declares no package that nothing uses', () => {
    assert.deepEqual(unusedDependencies(manifest, sources, binaries), []);
  });

  it('declares every package the sources use', () => {
    assert.deepEqual(undeclaredDependencies(manifest, sources, binaries), []);
  });
});

describe('the dependency check', () => {
  const fixtureManifest: PackageManifest = {
    scripts: { build: 'NODE_ENV=production tsx build.ts', lint: 'npx --yes html-validate dist && echo done' },
    dependencies: { react: '1', 'left-pad': '1' },
    devDependencies: {
      '@types/react': '1',
      '@types/left-pad': '1',
      '@types/node': '1',
      '@types/babel__core': '1',
      '@babel/core': '1',
      '@fontsource/inter': '1',
      'html-validate': '1',
      typescript: '1',
      tsx: '1',
      ws: '1',
      chokidar: '1',
    },
  };
  const fixtureBinaries = (name: string) => ({ tsx: ['tsx'], typescript: ['tsc', 'tsserver'], 'html-validate': ['html-validate'], chokidar: [] as string[] })[name] ?? [];
  const fixtureSources = [
    { file: 'src/page.tsx', text: "import { useState } from 'react';\nimport { readFileSync } from 'node:fs';\nexport const n = 1;" },
    { file: 'src/font.ts', text: "const font = require.resolve(`@fontsource/inter/files/inter-${400}.woff`);" },
    { file: 'scripts/test.ts', text: "spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit']);" },
    { file: 'build.ts', text: "const babel = await import('@babel/core/lib/index.js');\n// ws and chokidar are named only in this comment." },
  ];

  it('fails on a package used by nothing, and on its types package', () => {
    assert.deepEqual(unusedDependencies(fixtureManifest, fixtureSources, fixtureBinaries), ['@types/left-pad', 'chokidar', 'left-pad', 'ws']);
  });

  it('counts a package used once the sources or the npm scripts use it', () => {
    const used = [...fixtureSources, { file: 'src/pad.ts', text: "import type Pad from 'left-pad';\nimport { watch } from 'chokidar';\nimport WebSocket from 'ws';" }];
    assert.deepEqual(unusedDependencies(fixtureManifest, used, fixtureBinaries), []);
    assert.deepEqual(unusedDependencies({ ...fixtureManifest, scripts: {} }, used, fixtureBinaries), ['html-validate', 'tsx'], 'only the npm scripts ran these');
  });

  it('fails on a package the sources use but package.json does not declare', () => {
    const borrowed = [...fixtureSources, { file: 'src/socket.ts', text: "import type { WebSocket } from 'undici-types';\nimport 'node:path';" }];
    assert.deepEqual(undeclaredDependencies(fixtureManifest, borrowed, fixtureBinaries), ['undici-types']);
  });

  it('names the package of a specifier', () => {
    assert.equal(packageOf('react-dom/server'), 'react-dom');
    assert.equal(packageOf('@linaria/core'), '@linaria/core');
    assert.equal(packageOf('@fontsource/inter/files/inter-'), '@fontsource/inter');
    assert.equal(packageOf('node:fs/promises'), 'node');
    assert.equal(packageOf('fs'), 'node');
    assert.equal(packageOf('./x.ts'), null);
  });
});
