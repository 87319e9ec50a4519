import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { contentDir, dataDir } from '../../../src/content/contentFolders.ts';
import { postSource, postsFolder } from '../blog/postFixtures.ts';

const root = process.cwd();
let tmp: string;
let dist: string;

/** The last good build an owner has deployed: it must survive any failed build byte for byte. */
const lastGoodBuild: Record<string, string> = {
  'index.html': '<!DOCTYPE html><title>Last good build</title>',
  'pricing/index.html': '<!DOCTYPE html><title>Pricing</title>',
  'marker.txt': 'written by the last good build',
};

function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(dir, file), readFileSync(file, 'utf8')];
    }),
  );
}

/** Runs `tsx build.ts` as an owner would, into the temp dist. */
function build(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts', '--out', dist, ...args], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'hale-build-failure-'));
  dist = path.join(tmp, 'dist');
  for (const [file, content] of Object.entries(lastGoodBuild)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
});
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('a failing build', () => {
  /** A manifest of the home page and a page whose component throws. */
  function throwingManifest(): string {
    const manifest = path.join(tmp, 'throwingRoutes.ts');
    const realRoutes = JSON.stringify(path.join(root, 'routes.ts'));
    writeFileSync(
      manifest,
      `import { createElement } from 'react';
import { routeFor } from ${realRoutes};
export * from ${realRoutes};

function BrokenPricingTable(): never {
  throw new Error('Pricing table data is missing the Scale plan');
}

export const routes = [
  routeFor('/'),
  {
    path: '/broken-page/',
    title: 'Broken Page',
    description: 'A page whose component throws while rendering, to prove that the build stops and names it.',
    kind: 'company',
    render: async () => createElement(BrokenPricingTable),
  },
  routeFor('/pricing/'),
];
`,
    );
    return manifest;
  }

  // Rendered here alone (a small site), and with a render worker beside it (as a large one is).
  for (const threads of ['1', '2']) {
    it(`names the page that throws and its error, exits non-zero and leaves the previous dist/ untouched (${threads} render threads)`, async () => {
      const result = await build(['--routes', throwingManifest(), '--threads', threads]);
      assert.notEqual(result.status, 0, 'the build must fail');
      assert.match(result.stderr, /Unexpected Application Error!/);
      assert.match(result.stderr, /route: \/broken-page\//);
      assert.match(result.stderr, /Pricing table data is missing the Scale plan/);
      assert.match(result.stderr, /the previous dist\/ is unchanged/);
      assert.deepEqual(snapshot(dist), lastGoodBuild);
      assert.deepEqual(readdirSync(tmp).sort(), ['dist', 'throwingRoutes.ts'], 'no half-written build is left beside dist/');
    });
  }

  it('names the post file and each bad field of an invalid blog post (a missing category, a publication date that is not one), and leaves the previous dist/ untouched', async () => {
    const posts = postsFolder({ 'pipeline-review.md': postSource({ category: undefined, date: 'next monday' }) });
    const result = await build([], { POSTS_DIR: posts });
    assert.notEqual(result.status, 0, 'the build must fail');
    assert.match(result.stderr, /the previous dist\/ is unchanged/);
    const issue = result.stderr.split('\n').find((line) => line.includes(path.join(posts, 'pipeline-review.md')));
    assert.ok(issue, `the file is named in:\n${result.stderr}`);
    assert.match(issue, /category: required field is missing/);
    assert.ok(result.stderr.includes(`${path.join(posts, 'pipeline-review.md')}: date: "next monday" is not a real day such as 2026-12-01, nor a day and time`), result.stderr);
    assert.deepEqual(snapshot(dist), lastGoodBuild);
  });

  it("names the data file and the field of an owner's bad edit (a negative price), and leaves the previous dist/ untouched", async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'hale-bad-data-'));
    try {
      cpSync(dataDir, data, { recursive: true });
      const pricing = path.join(data, 'pricing.yml');
      writeFileSync(pricing, readFileSync(pricing, 'utf8').replace('price: 10000', 'price: -10000'));
      const result = await build([], { DATA_DIR: data });
      assert.notEqual(result.status, 0, 'the build must fail');
      assert.match(result.stderr, /the previous dist\/ is unchanged/);
      assert.ok(result.stderr.includes(`${pricing}: plans.1.price: must be more than $0`), result.stderr);
      assert.deepEqual(snapshot(dist), lastGoodBuild);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  it("names the data file and the field of a redirect to a page the site does not have, and leaves the previous dist/ untouched", async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'hale-bad-redirect-'));
    try {
      cpSync(dataDir, data, { recursive: true });
      const redirects = path.join(data, 'redirects.yml');
      writeFileSync(redirects, 'redirects:\n- from: /old-offer/\n  to: /services/no-such-service/\n');
      const result = await build([], { DATA_DIR: data });
      assert.notEqual(result.status, 0, 'the build must fail');
      assert.match(result.stderr, /the previous dist\/ is unchanged/);
      assert.ok(result.stderr.includes(`${redirects}: redirects.0.to: /services/no-such-service/ is not a page of this site`), result.stderr);
      assert.deepEqual(snapshot(dist), lastGoodBuild);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });

  /** Builds with a copy of src/content/ in which `file` has `edit` applied; returns the build's result and the edited file's path. */
  async function buildWithEditedContent(file: string, edit: (text: string) => string) {
    const content = mkdtempSync(path.join(tmpdir(), 'hale-bad-content-'));
    cpSync(contentDir, content, { recursive: true });
    const target = path.join(content, file);
    const before = readFileSync(target, 'utf8');
    writeFileSync(target, edit(before));
    assert.notEqual(readFileSync(target, 'utf8'), before, 'the edit changed nothing');
    try {
      return { result: await build([], { CONTENT_DIR: content }), target };
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  }

  it("names the page's content file and field of an emptied headline, and leaves the previous dist/ untouched", async () => {
    const { result, target } = await buildWithEditedContent('pages/home.yml', (text) => text.replace('  title: Scale your business with us', "  title: ''"));
    assert.notEqual(result.status, 0, 'the build must fail');
    assert.match(result.stderr, /the previous dist\/ is unchanged/);
    assert.ok(result.stderr.includes(`${target}: blocks.0.title: required field is missing`), result.stderr);
    assert.deepEqual(snapshot(dist), lastGoodBuild);
  });

  it('names the content file and field of a link to a page or an anchor the site does not have, and leaves the previous dist/ untouched', async () => {
    const { result, target } = await buildWithEditedContent('pages/home.yml', (text) => text.replace('href: /services/fractional-cso/', 'href: /services/fractional-cso/#pricing'));
    assert.notEqual(result.status, 0, 'the build must fail');
    assert.ok(result.stderr.includes(`${target}: blocks.2.items.1.link.href: links to /services/fractional-cso/#pricing, but #pricing is not an anchor on /services/fractional-cso/`), result.stderr);
    assert.deepEqual(snapshot(dist), lastGoodBuild);
  });
});
