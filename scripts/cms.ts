/**
 * `npm run cms`: the owner's editor on this machine. Starts Decap's local backend (decap-server in
 * its git mode, on this working tree: scripts/cmsBackend.ts) beside `npm run dev` (which rebuilds the site whenever a change
 * lands), then open http://localhost:4321/admin/ and click Login. The editor runs Decap's editorial
 * workflow as in production: a save commits the entry to its own branch `cms/<collection>/<slug>`
 * (a draft: the checked-out branch and the site are unchanged), a status is kept in the branch's
 * description, and Publish merges the branch into the checked-out branch, which `npm run dev` then
 * rebuilds from. Ctrl+C stops both. Env: PORT (the site, default 4321), CMS_LOCAL_PORT (the backend,
 * default 8081).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPath } from '../src/admin/adminPath.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = process.env.PORT ?? '4321';
const backendPort = process.env.CMS_LOCAL_PORT ?? '8081';
const { PORT: _ignored, ...environment } = process.env;

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
let branch: string;
let uncommitted: string;
try {
  branch = git('symbolic-ref', '--short', 'HEAD');
  uncommitted = git('status', '--porcelain');
} catch {
  console.error('npm run cms needs a git checkout on a branch: the editor keeps each draft on a branch of its own.');
  process.exit(1);
}
// decap-server commits a draft with `git add .` and switches branches in this working tree: uncommitted work would go into the owner's draft.
if (uncommitted) {
  console.error(`npm run cms needs a clean working tree (the editor commits with \`git add .\`); commit or stash these first:\n${uncommitted}`);
  process.exit(1);
}

// decap-server's git mode, this machine only: drafts are branches, as with the production backend.
const backend = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'cmsBackend.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...environment, PORT: backendPort, BIND_HOST: '127.0.0.1', GIT_REPO_DIRECTORY: root },
});
// The build writes the backend's address into the editor's config, and the checked-out branch as the one drafts start from and publish to.
const dev = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'dev.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...environment, PORT: sitePort, CMS_LOCAL_PORT: backendPort, CMS_BRANCH: branch, REBUILD_ON_BRANCH: branch },
});
console.log(`Editor: http://localhost:${sitePort}${adminPath} once the site is built (local backend on 127.0.0.1:${backendPort}, drafts branch from and publish to ${branch}); Ctrl+C stops both`);

let stopping = false;
const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  for (const child of [dev, backend]) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all([exited(dev), exited(backend)]);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
for (const [name, child] of [['npm run dev', dev], ['decap-server', backend]] as const) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the other`);
    void stop(1);
  });
}
