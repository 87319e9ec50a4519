/**
 * Under `npm run cms` the editor's backend (decap-server in git mode) checks a draft's branch out in
 * the working tree for a moment, to write or read the draft, then the site's branch again. The dev
 * server asks this gate before it rebuilds: it waits while another branch is out or the backend is
 * answering a request (a checkout writes the draft's files before it moves HEAD), and skips files
 * that are back as they were in the commit the site was last built from (a draft's file that
 * appeared and went again), so a draft never reaches the served site and a look at the editor's
 * workflow board costs no rebuild. While a rebuild reads the files, the backend waits in turn
 * (the reading file): each side marks itself first and the dev server gives way if both did.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface SiteBranchGate {
  /**
   * Whether `files` need a rebuild: `away` while another branch than the site's is checked out or the
   * backend is at work in the working tree (or was, at any moment of the look: ask again later),
   * `unchanged` when every one is as in the commit the site was last built from, else `changed`.
   */
  look(files: readonly string[]): 'away' | 'unchanged' | 'changed';
  /** Holds the backend off while a rebuild reads the files; false when it had begun a request first (ask again later). */
  reading(): boolean;
  /** Tells the gate a rebuild has ended (the backend may go on), and whether it succeeded. */
  built(ok: boolean): void;
}

const open: SiteBranchGate = { look: () => 'changed', reading: () => true, built: () => undefined };

/** A file `name` in the git folder of the repository at `root`. */
const gitFile = (root: string, name: string) => path.resolve(root, execFileSync('git', ['rev-parse', '--git-path', name], { cwd: root, encoding: 'utf8' }).trim());

/** The file in the repository's git folder where the editor's backend says `answering N` or `idle N`, N the requests it has begun (scripts/cmsBackend.ts). */
export const backendBusyFile = (root: string) => gitFile(root, 'cms-backend-busy');

/** The file in the repository's git folder that is there while the dev server rebuilds: the backend waits for it to go. */
export const siteReadingFile = (root: string) => gitFile(root, 'cms-site-reading');

/** The gate for `branch` in the repository at `root`; without a branch (plain `npm run dev`), one that never holds a rebuild. */
export function siteBranchGate(root: string, branch: string | undefined): SiteBranchGate {
  if (!branch) return open;
  // Read-only: a status that refreshed the index would hold its lock, and the backend's add or
  // checkout at that instant would fail ("index.lock: File exists"), and with it the owner's save.
  const git = (...args: string[]) => execFileSync('git', ['--no-optional-locks', ...args], { cwd: root, encoding: 'utf8' }).trim();
  const headFile = gitFile(root, 'HEAD');
  const busyFile = backendBusyFile(root);
  const readingFile = siteReadingFile(root);
  rmSync(readingFile, { force: true });
  // HEAD, when the working tree holds exactly that commit.
  const cleanHead = () => (git('status', '--porcelain') === '' ? git('rev-parse', 'HEAD') : undefined);
  // What the backend last said, or nothing before it starts.
  const backend = () => (existsSync(busyFile) ? readFileSync(busyFile, 'utf8') : '');
  const away = (said: string) => said.startsWith('answering') || readFileSync(headFile, 'utf8').trim() !== `ref: refs/heads/${branch}`;
  // The commit the served site was built from, and the one the rebuild under way read its files from.
  let builtCommit = cleanHead();
  let readFrom: string | undefined;
  return {
    look: (files) => {
      const said = backend();
      if (away(said)) return 'away';
      const unchanged = builtCommit !== undefined && git('rev-parse', 'HEAD') === builtCommit && git('status', '--porcelain', '--', ...files) === '';
      // A request begun while git was asked may have checked a draft out under it: what it saw is not the site's branch.
      if (backend() !== said) return 'away';
      return unchanged ? 'unchanged' : 'changed';
    },
    reading: () => {
      writeFileSync(readingFile, '');
      if (away(backend())) {
        rmSync(readingFile, { force: true });
        return false;
      }
      readFrom = cleanHead();
      return true;
    },
    // A commit made while the rebuild ran (a publish merged) changed files it may have read before:
    // not taken for what was built, so their change, reported late, still rebuilds.
    built: (ok) => {
      builtCommit = ok && readFrom !== undefined && cleanHead() === readFrom ? readFrom : undefined;
      rmSync(readingFile, { force: true });
    },
  };
}
