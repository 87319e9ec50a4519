/**
 * The dev server's gate under `npm run cms` (src/server/siteBranchGate.ts) reads the repository
 * without taking its locks: the editor's backend may run git add or checkout at any instant, and a
 * status holding the index's lock then made the owner's save fail ("index.lock: File exists"). It
 * never takes a commit made while a rebuild ran for what that rebuild built, nor what it saw while
 * the backend answered a request for what the site's branch holds.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { backendBusyFile, siteBranchGate, siteReadingFile } from '../../../src/server/siteBranchGate.ts';

const repos: string[] = [];
after(() => {
  for (const repo of repos) rmSync(repo, { recursive: true, force: true });
});

/** A repository holding the site's one page on `main`, and a way to run git in it. */
function siteRepository() {
  const repo = mkdtempSync(path.join(tmpdir(), 'hale-gate-'));
  repos.push(repo);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@example.com');
  const page = path.join(repo, 'home.yml');
  writeFileSync(page, 'title: Home\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');
  return { repo, git, page };
}

test('asks git about the working tree without writing its index, which the backend may be locking at that instant', () => {
  const { repo, page } = siteRepository();
  const gate = siteBranchGate(repo, 'main');
  // The file's times move (a checkout rewrote it as it was): a plain git status would refresh the index and rewrite it.
  utimesSync(page, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
  const index = () => {
    const { ino, mtimeMs } = statSync(path.join(repo, '.git', 'index'));
    return { ino, mtimeMs };
  };
  const before = index();
  assert.equal(gate.look([page]), 'unchanged', 'the file is as built');
  gate.reading();
  gate.built(true);
  assert.deepEqual(index(), before, 'the index is never rewritten by the gate');
});

test('a publish merged while a rebuild ran is still rebuilt when its change is reported after the rebuild ended', () => {
  const { repo, git, page } = siteRepository();
  const gate = siteBranchGate(repo, 'main');
  gate.reading();
  // The rebuild has read the page; the editor's backend now commits its new text on the site's branch.
  writeFileSync(page, 'title: Home, as published\n');
  git('commit', '-q', '-am', 'Publish the home page');
  gate.built(true);
  assert.equal(gate.look([page]), 'changed', 'the published page is rebuilt');
  gate.reading();
  gate.built(true);
  assert.equal(gate.look([page]), 'unchanged', 'once a rebuild has read it, it is as built');
});

test('waits while the backend answers or a draft is checked out, and looks again when a request began and ended while it asked git', () => {
  const { repo, git, page } = siteRepository();
  const gate = siteBranchGate(repo, 'main');
  const busyFile = backendBusyFile(repo);
  writeFileSync(busyFile, 'answering 1');
  assert.equal(gate.look([page]), 'away', 'a request is being answered');
  writeFileSync(busyFile, 'idle 1');
  git('checkout', '-q', '-b', 'cms/pages/home');
  assert.equal(gate.look([page]), 'away', "a draft's branch is out");
  git('checkout', '-q', 'main');
  assert.equal(gate.look([page]), 'unchanged');

  // A git that answers a request of the backend's in full while the gate asks it (a busy machine stretches the gate's look).
  const shim = mkdtempSync(path.join(tmpdir(), 'hale-git-'));
  repos.push(shim);
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(shim, 'git'), `#!/bin/sh\necho 'idle 2' > '${busyFile}'\nexec '${realGit}' "$@"\n`, { mode: 0o755 });
  const pathBefore = process.env.PATH;
  process.env.PATH = `${shim}${path.delimiter}${pathBefore}`;
  try {
    assert.equal(gate.look([page]), 'away', 'what git said may have been the draft: asked again later');
  } finally {
    process.env.PATH = pathBefore;
  }
  assert.equal(gate.look([page]), 'unchanged', 'asked again, the file is as built');
});

test('holds the backend off while a rebuild reads the files, and gives way to a request the backend began first', () => {
  const { repo, page } = siteRepository();
  const gate = siteBranchGate(repo, 'main');
  const [busyFile, readingFile] = [backendBusyFile(repo), siteReadingFile(repo)];
  writeFileSync(busyFile, 'answering 1');
  assert.equal(gate.reading(), false, 'the backend began first: the rebuild waits');
  assert.equal(existsSync(readingFile), false, 'and the backend is not held');
  writeFileSync(busyFile, 'idle 1');
  assert.equal(gate.reading(), true);
  assert.equal(existsSync(readingFile), true, 'a request now waits for the rebuild');
  gate.built(true);
  assert.equal(existsSync(readingFile), false, 'and goes on once it has ended');
  assert.equal(gate.look([page]), 'unchanged');
});
