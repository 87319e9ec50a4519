/**
 * The editor's local backend for `npm run cms`: decap-server in its git mode on this working tree
 * (each draft a branch `cms/<collection>/<slug>`, merged on publish), behind one check of ours.
 * Where the site's branch has changed a draft's file on the same lines since the draft began,
 * decap-server would stop half-way through the merge (Publish) or the rebase (Save) and leave
 * conflict markers in the working tree; here that publish or save is refused first with a message
 * naming the files, which the editor shows, and nothing is touched: both versions stay as they are.
 * Env as decap-server's: PORT, BIND_HOST, GIT_REPO_DIRECTORY.
 */
import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { backendBusyFile, siteReadingFile } from '../src/server/siteBranchGate.ts';

interface Request extends IncomingMessage {
  body?: { action?: string; params?: Record<string, any> };
}
interface Response extends ServerResponse {
  status(code: number): { json(body: unknown): void };
}
type Handler = (req: Request, res: Response, next: () => void) => void;
interface App {
  post(route: string, ...handlers: Handler[]): void;
  listen(port: number, host: string, ready: () => void): void;
}

const require = createRequire(import.meta.url);
const middlewares = require.resolve('decap-server/dist/middlewares.js');
const { registerLocalGit } = require(middlewares) as { registerLocalGit(app: App): Promise<void> };
// The express that decap-server's middlewares are written for, from its own dependencies.
const express = createRequire(middlewares)('express') as { (): App; json(options: { limit: string }): Handler };

const repo = path.resolve(process.env.GIT_REPO_DIRECTORY ?? process.cwd());
const git = (...args: string[]) => promisify(execFile)('git', args, { cwd: repo });

/** The files `draft` and `base` both changed on the same lines since they parted (git 2.38's merge-tree), or none. */
async function conflicts(base: string, draft: string): Promise<string[]> {
  try {
    await git('merge-tree', '--write-tree', '--name-only', '--no-messages', base, draft);
    return [];
  } catch (error) {
    const { code, stdout } = error as { code?: number; stdout?: string };
    if (code !== 1 || stdout === undefined) throw error;
    return stdout.split('\n').slice(1).filter(Boolean);
  }
}

const branchExists = (branch: string) => git('rev-parse', '--verify', '--quiet', `refs/heads/${branch}`).then(() => true, () => false);

/** The draft a request merges into (Publish) or rebases onto (Save of a draft that exists) its base branch. */
function draftOf(action: string | undefined, params: Record<string, any> = {}): string | undefined {
  if (action === 'publishUnpublishedEntry') return `cms/${params.collection}/${params.slug}`;
  if (action === 'persistEntry' && params.options?.useWorkflow) return `cms/${params.options.collectionName}/${(params.dataFiles ?? [params.entry])[0]?.slug}`;
  return undefined;
}

const app = express();
// While any request waits or is answered the working tree may hold a draft's files: npm run dev waits (src/server/siteBranchGate.ts).
// The file counts the requests begun, so that the dev server can tell one began and ended while it looked.
const busyFile = backendBusyFile(repo);
let answering = 0;
let begun = 0;
// Written aside and renamed over: the dev server never reads it half-written.
const say = (state: 'answering' | 'idle') => {
  writeFileSync(`${busyFile}.next`, `${state} ${begun}`);
  renameSync(`${busyFile}.next`, busyFile);
};
say('idle');
// One request at a time, in order: decap-server's own lock gives up on a request that waited 3 s
// ("Request timed out"), which a save behind a slow checkout met on a busy machine.
let previous = Promise.resolve();
app.post('/api/v1', (_req, res, next) => {
  answering++;
  begun++;
  say('answering');
  const turn = previous;
  previous = new Promise((resolve) => {
    res.once('close', () => {
      if (--answering === 0) say('idle');
      resolve();
    });
  });
  void turn.then(untilSiteRead).then(next);
});

// While the dev server rebuilds it reads the working tree: a checkout then would put a draft in the
// site. Said in the busy file first, so that a rebuild about to start gives way instead.
const readingFile = siteReadingFile(repo);
async function untilSiteRead(): Promise<void> {
  // A dev server stopped mid-rebuild leaves its file: after a minute, the save goes on.
  for (let waited = 0; existsSync(readingFile) && waited < 60_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    rmSync(busyFile, { force: true });
    process.exit(0);
  });
}
app.post('/api/v1', express.json({ limit: '50mb' }), (req, res, next) => {
  const { action, params } = req.body ?? {};
  const draft = draftOf(action, params);
  const base = params?.branch;
  if (!draft || typeof base !== 'string') return next();
  void (async () => {
    const clashing = (await branchExists(draft)) ? await conflicts(base, draft) : [];
    if (clashing.length === 0) return next();
    // Answered before decap-server's own CORS handling, with its rule: the editor's page is on another port of this machine.
    if (/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(req.headers.origin ?? '')) res.setHeader('Access-Control-Allow-Origin', req.headers.origin!);
    res.status(409).json({
      error: `${clashing.join(', ')} changed on ${base} since this draft began, on the lines the draft changes. Nothing was ${action === 'publishUnpublishedEntry' ? 'published' : 'saved'} and neither version is lost: merge ${base} into ${draft} (git merge), or delete this draft's unpublished changes and make them again on the current page.`,
    });
  })().catch((error: unknown) => {
    console.error(`Checking ${draft} against ${base}: ${String(error)}`);
    next();
  });
});
await registerLocalGit(app);
const port = Number(process.env.PORT ?? 8081);
const host = process.env.BIND_HOST ?? '127.0.0.1';
app.listen(port, host, () => console.log(`Editor's local backend (decap-server, git mode) on ${host}:${port}, for ${repo}`));
