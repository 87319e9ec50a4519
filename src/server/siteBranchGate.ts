/**
 * Under `npm run cms` the editor's backend (decap-server in git mode) checks a draft's branch out in
 * the working tree for a moment, to write or read the draft, then the site's branch again. The dev
 * server asks this gate before it rebuilds: it waits while another branch is out or the backend is
 * answering a request (a checkout writes the draft's files before it moves HEAD), and skips files
 * that are back as they were in the commit the site was last built from (a draft's file that
 * appeared and went again), so a draft never reaches the served site and a look at the editor's
 * workflow board costs no rebuild.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface SiteBranchGate {
  /** Another branch than the site's is checked out, or the backend is at work in the working tree. */
  away(): boolean;
  /** Every one of `files` is as it is in the commit the site was last built from. */
  unchangedSinceBuild(files: readonly string[]): boolean;
  /** Tells the gate a rebuild is about to read the files. */
  reading(): void;
  /** Tells the gate a rebuild has ended, and whether it read every file that changed while it ran. */
  built(ok: boolean): void;
}

const open: SiteBranchGate = { away: () => false, unchangedSinceBuild: () => false, reading: () => undefined, built: () => undefined };

/** The file the editor's backend keeps in the repository's git folder while it answers a request (scripts/cmsBackend.ts). */
export function backendBusyFile(root: string): string {
  return path.resolve(root, execFileSync('git', ['rev-parse', '--git-path', 'cms-backend-busy'], { cwd: root, encoding: 'utf8' }).trim());
}

/** The gate for `branch` in the repository at `root`; without a branch (plain `npm run dev`), one that never holds a rebuild. */
export function siteBranchGate(root: string, branch: string | undefined): SiteBranchGate {
  if (!branch) return open;
  // Read-only: a status that refreshed the index would hold its lock, and the backend's add or
  // checkout at that instant would fail ("index.lock: File exists"), and with it the owner's save.
  const git = (...args: string[]) => execFileSync('git', ['--no-optional-locks', ...args], { cwd: root, encoding: 'utf8' }).trim();
  const headFile = path.resolve(root, git('rev-parse', '--git-path', 'HEAD'));
  const busyFile = backendBusyFile(root);
  // HEAD, when the working tree holds exactly that commit.
  const cleanHead = () => (git('status', '--porcelain') === '' ? git('rev-parse', 'HEAD') : undefined);
  // The commit the served site was built from, and the one the rebuild under way read its files from.
  let builtCommit = cleanHead();
  let readFrom: string | undefined;
  return {
    away: () => existsSync(busyFile) || readFileSync(headFile, 'utf8').trim() !== `ref: refs/heads/${branch}`,
    unchangedSinceBuild: (files) => builtCommit !== undefined && git('rev-parse', 'HEAD') === builtCommit && git('status', '--porcelain', '--', ...files) === '',
    reading: () => {
      readFrom = cleanHead();
    },
    // A commit made while the rebuild ran (a publish merged) changed files it may have read before:
    // not taken for what was built, so their change, reported late, still rebuilds.
    built: (ok) => {
      builtCommit = ok && readFrom !== undefined && cleanHead() === readFrom ? readFrom : undefined;
    },
  };
}
