/**
 * Nothing lost when a draft's file changes on main meanwhile: the editor's local backend
 * (scripts/cmsBackend.ts: decap-server's git mode behind our check), driven through the API the
 * editor calls, on a real repository. A change to other lines of the file merges with the draft on
 * Publish, both kept; a change to the same lines has Save and Publish refused, naming the file,
 * with the working tree, main and the draft as they were (decap-server alone stops mid-merge and
 * leaves conflict markers in the working tree).
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually } from '../../support/editorSession.ts';
import { freePort } from '../../support/freePort.ts';

const repo = mkdtempSync(path.join(tmpdir(), 'hale-drafts-'));
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const original = 'title: The original headline\nlead: The original lead paragraph\nfooter: The original footer line\n';
let backend: ReturnType<typeof spawn>;
let api: (action: string, params: Record<string, unknown>) => Promise<{ status: number; body: { error?: string; message?: string } }>;

before(async () => {
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@example.com');
  for (const page of ['home', 'about']) writeFileSync(path.join(repo, `${page}.yml`), original);
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');
  const port = await freePort();
  let output = '';
  backend = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/cmsBackend.ts')], { env: { ...process.env, PORT: String(port), BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: repo }, stdio: ['ignore', 'pipe', 'pipe'] });
  backend.stdout?.on('data', (chunk) => (output += chunk));
  backend.stderr?.on('data', (chunk) => (output += chunk));
  await eventually('the backend to listen', () => output.includes('on 127.0.0.1'), 60_000);
  api = async (action, params) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, params: { branch: 'main', ...params } }) });
    return { status: response.status, body: (await response.json()) as { error?: string; message?: string } };
  };
});

after(() => {
  backend?.kill();
  rmSync(repo, { recursive: true, force: true });
});

/** Saves page `slug` as a draft, as the editor's Save does. */
const save = (slug: string, raw: string) =>
  api('persistEntry', { dataFiles: [{ path: `${slug}.yml`, raw, slug }], assets: [], options: { collectionName: 'pages', commitMessage: `Update ${slug}`, useWorkflow: true, status: 'draft' } });
const publish = (slug: string) => api('publishUnpublishedEntry', { collection: 'pages', slug });
/** A change committed on main by someone else (a developer, another editor). */
function changeOnMain(file: string, from: string, to: string): void {
  writeFileSync(path.join(repo, file), readFileSync(path.join(repo, file), 'utf8').replace(from, to));
  git('commit', '-q', '-am', `Edit ${file} on main`);
}

describe("a draft whose page changed on main meanwhile", () => {
  it('changed on other lines: Publish merges the two, keeping main\'s change and the draft\'s', async () => {
    assert.equal((await save('home', original.replace('original headline', 'draft headline'))).status, 200);
    changeOnMain('home.yml', 'original footer', 'footer from main');
    assert.equal((await api('updateUnpublishedEntryStatus', { collection: 'pages', slug: 'home', newStatus: 'pending_publish' })).status, 200);
    assert.equal((await publish('home')).status, 200);
    assert.equal(git('show', 'main:home.yml'), 'title: The draft headline\nlead: The original lead paragraph\nfooter: The footer from main line');
    assert.equal(git('status', '--porcelain'), '');
  });

  it('changed on the same lines: Save and Publish are refused, naming the file, and main, the draft and the working tree stay as they were', async () => {
    const draft = original.replace('original headline', 'draft headline');
    assert.equal((await save('about', draft)).status, 200);
    changeOnMain('about.yml', 'original headline', 'headline from main');
    const mainBefore = git('rev-parse', 'main');

    const saved = await save('about', draft.replace('original lead', 'draft lead'));
    assert.equal(saved.status, 409);
    assert.match(saved.body.error ?? '', /^about\.yml changed on main since this draft began, on the lines the draft changes\. Nothing was saved and neither version is lost/);
    const published = await publish('about');
    assert.equal(published.status, 409);
    assert.match(published.body.error ?? '', /^about\.yml changed on main .* Nothing was published/);

    assert.equal(git('rev-parse', 'main'), mainBefore, 'main is as it was');
    assert.equal(git('show', 'cms/pages/about:about.yml'), draft.trim(), 'the draft is as it was');
    assert.equal(git('symbolic-ref', '--short', 'HEAD'), 'main');
    assert.equal(git('status', '--porcelain'), '', 'no half-made merge or rebase, no conflict markers');
    assert.equal(readFileSync(path.join(repo, 'about.yml'), 'utf8'), original.replace('original headline', 'headline from main'));
  });
});
