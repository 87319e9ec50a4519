import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { postSource } from '../blog/postFixtures.ts';
import { copyProject, type ProjectCopy } from '../../support/projectCopy.ts';

let tmp: string;
let dist: string;
/** The project the failing builds build, its content and code edited by each test and put back after it. */
let project: ProjectCopy;

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

/** Runs `tsx build.ts` in the project copy as an owner would, into the temp dist. */
function build(): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts', '--out', dist], { cwd: project.dir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Builds the project with `file` (a path in it) written as `edit` makes it, then puts the file back (or removes it, when it was new). */
async function buildWith(file: string, edit: (text: string) => string) {
  const target = path.join(project.dir, file);
  const before = readFileSync(target, { encoding: 'utf8', flag: 'a+' });
  writeFileSync(target, edit(before));
  assert.notEqual(readFileSync(target, 'utf8'), before, 'the edit changed nothing');
  try {
    return await build();
  } finally {
    if (before) writeFileSync(target, before);
    else rmSync(target);
  }
}

/** Builds as buildWith does, and proves the build failed, said so and left the previous dist/ untouched; gives what it wrote to stderr. */
async function refusedBuildWith(file: string, edit: (text: string) => string): Promise<string> {
  const result = await buildWith(file, edit);
  assert.notEqual(result.status, 0, 'the build must fail');
  assert.match(result.stderr, /the previous dist\/ is unchanged/);
  assert.deepEqual(snapshot(dist), lastGoodBuild);
  return result.stderr;
}

before(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'hale-build-failure-'));
  dist = path.join(tmp, 'dist');
  project = copyProject();
  for (const [file, content] of Object.entries(lastGoodBuild)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
});
after(() => {
  rmSync(tmp, { recursive: true, force: true });
  project.remove();
});

describe('a failing build', () => {
  it('names the page that throws and its error, exits non-zero and leaves the previous dist/ untouched', async () => {
    // The add-ons block, which only the pricing page has, broken as a bad edit of code would break it.
    const stderr = await refusedBuildWith('src/blocks/addOns/AddOnsBlock.tsx', () => "export function AddOnsBlock(): never {\n  throw new Error('Pricing table data is missing the Scale plan');\n}\n");
    assert.match(stderr, /Unexpected Application Error!/);
    assert.match(stderr, /route: \/pricing\//);
    assert.match(stderr, /Pricing table data is missing the Scale plan/);
    assert.deepEqual(readdirSync(tmp), ['dist'], 'no half-written build is left beside dist/');
    assert.deepEqual(readdirSync(path.join(project.dir, '.cache')).filter((entry) => entry.startsWith('build-')), [], 'nor its bundles in the cache');
  });

  it('names the post file and each bad field of an invalid blog post (a missing category, a publication date that is not one), and leaves the previous dist/ untouched', async () => {
    const post = 'src/content/posts/pipeline-review.md';
    const stderr = await refusedBuildWith(post, () => postSource({ category: undefined, date: 'next monday' }));
    const issue = stderr.split('\n').find((line) => line.includes(post));
    assert.ok(issue, `the file is named in:\n${stderr}`);
    assert.match(issue, /category: required field is missing/);
    assert.ok(stderr.includes(`${post}: date: "next monday" is not a real day such as 2026-12-01, nor a day and time`), stderr);
  });

  it("names the data file and the field of an owner's bad edit (a negative price), and leaves the previous dist/ untouched", async () => {
    const pricing = 'src/content/data/pricing.yml';
    const stderr = await refusedBuildWith(pricing, (text) => text.replace('price: 10000', 'price: -10000'));
    assert.ok(stderr.includes(`${pricing}: plans.1.price: must be more than $0`), stderr);
  });

  it("names the data file and the field of a redirect to a page the site does not have, and leaves the previous dist/ untouched", async () => {
    const redirects = 'src/content/data/redirects.yml';
    const stderr = await refusedBuildWith(redirects, () => 'redirects:\n- from: /old-offer/\n  to: /services/no-such-service/\n');
    assert.ok(stderr.includes(`${redirects}: redirects.0.to: /services/no-such-service/ is not a page of this site`), stderr);
  });

  it("names the page's content file and field of an emptied headline, and leaves the previous dist/ untouched", async () => {
    const target = 'src/content/pages/home.yml';
    const stderr = await refusedBuildWith(target, (text) => text.replace('  title: Scale your business with us', "  title: ''"));
    assert.ok(stderr.includes(`${target}: blocks.0.title: required field is missing`), stderr);
  });

  it("names the file and field of one of the site's own pages given an address of its own, and leaves the previous dist/ untouched", async () => {
    const target = 'src/content/pages/about.yml';
    const stderr = await refusedBuildWith(target, (text) => `slug: about-us\n${text}`);
    assert.ok(stderr.includes(`${target}: slug: only a page of your own can have this: /about-morgan/ is one of the site's own pages`), stderr);
  });

  it('names the content file and field of a link to a page or an anchor the site does not have, and leaves the previous dist/ untouched', async () => {
    const target = 'src/content/pages/home.yml';
    const stderr = await refusedBuildWith(target, (text) => text.replace('href: /services/fractional-cso/', 'href: /services/fractional-cso/#pricing'));
    assert.ok(stderr.includes(`${target}: blocks.2.items.1.link.href: links to /services/fractional-cso/#pricing, but #pricing is not an anchor on /services/fractional-cso/`), stderr);
  });
});
