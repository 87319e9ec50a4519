/**
 * `npm run dev`: builds, serves dist/ at http://localhost:4321 like `npm start`, rebuilds when a
 * source file changes and reloads open browser tabs (server-sent events). Each rebuild runs in this
 * warm process (src/build/buildSite.ts), with a fresh copy of the server bundle that reads the
 * content as saved: saved posts render only the pages that can show them (src/build/pageReuse.ts),
 * any other content file (YAML or Markdown under src/content/) every page, with the code bundled
 * last; any other file bundles the code anew first. The build's own code that runs in this process (buildSite.ts and what it
 * imports) is loaded once: after changing it, restart. A failed rebuild keeps the last good dist/,
 * prints the error and tells the editor (event `build`); fix the file and it rebuilds again.
 * `--out DIR` serves and builds another folder than dist/. REBUILD_ON_BRANCH (set by `npm run cms`)
 * holds rebuilds while another branch than that one is checked out.
 */
import { rmSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import chokidar from 'chokidar';
import { adminPath } from '../src/admin/adminPath.ts';
import { buildSite, type SiteCode } from '../src/build/buildSite.ts';
import type { WrittenPages } from '../src/build/pageReuse.ts';
import { devWatch } from '../src/server/devWatch.ts';
import { siteBranchGate } from '../src/server/siteBranchGate.ts';
import { createStaticHost } from '../src/server/staticHost.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(root, 'dist') } } });
const distDir = path.resolve(values.out);
const port = Number(process.env.PORT ?? 4321);
const { watched, isContent, isPost, readByBuild } = devWatch(root);

// An external script (not inline) so the site's Content-Security-Policy allows it.
const reloadScript = `new EventSource('/__dev/events').addEventListener('reload', () => location.reload());`;
const clients = new Set<ServerResponse>();

/** Sends an event to every open page: `reload` to the site's, `build` (the last build's failure, or null) to the editor's. */
function announce(event: 'reload' | 'build', data: unknown = {}): void {
  for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Why the last build failed, as it printed it; undefined once a build succeeds. The editor shows it (src/admin/preview/buildFailure.ts). */
let failure: string | undefined;
function failed(message: string | undefined): void {
  failure = message;
  announce('build', { failure: failure ?? null });
}

/** The code the last build bundled, kept while only content is saved. */
let code: SiteCode | undefined;
/** The pages in dist/, which a save of posts alone takes those it cannot change from. */
let written: WrittenPages | undefined;
/** Files saved since the last good build: a failed build leaves their changes still to show. */
const unbuilt = new Set<string>();

/** Builds for the saved files: only the pages they can change when all are posts, every page again otherwise, with the code bundled anew unless they are all content. */
async function rebuildFor(files: readonly string[]): Promise<boolean> {
  for (const file of files) unbuilt.add(file);
  if (!files.every(isContent)) {
    await code?.dispose();
    code = undefined;
  }
  const saved = [...unbuilt];
  try {
    const savedPosts = saved.length > 0 && saved.every(isPost) ? saved : undefined;
    const report = await buildSite({ root, outDir: distDir, code, keepCode: true, previous: written, savedPosts });
    if (report.code !== code) {
      await code?.dispose();
      code = report.code;
    }
    written = report.written;
    unbuilt.clear();
    const rendered = report.pages.length - report.reusedPages;
    console.log(`Rendered ${rendered} of ${report.pages.length} pages in ${Math.round(report.durationMs)} ms`);
    failed(undefined);
    return true;
  } catch (error) {
    const message = `Build failed; the previous dist/ is unchanged.\n${error instanceof Error ? error.message : String(error)}`;
    console.error(`\n${message}`);
    failed(message);
    return false;
  }
}

// Stopped by a signal (Ctrl+C, or npm run cms stopping): the kept code goes too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (code) rmSync(code.dir, { recursive: true, force: true });
    process.exit(0);
  });
}

// Open pages reload after each rebuild, except the editor: a save there triggers the rebuild.
const hostOptions = { injectHtml: '<script type="module" src="/__dev/reload.js"></script>', noInjectUnder: adminPath };
let host = createStaticHost(distDir, hostOptions);
const server = createServer((req, res) => {
  if (req.url === '/__dev/events') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.write(': connected\n\n');
    res.write(`event: build\ndata: ${JSON.stringify({ failure: failure ?? null })}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return;
  }
  if (req.url === '/__dev/reload.js') {
    res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(reloadScript);
    return;
  }
  host(req, res);
});

let building = false;
const pending = new Set<string>();
/** Each file's size and time as the last rebuild that took it began: a later event for it still so (a save's second write) needs no rebuild. */
const takenAs = new Map<string, string>();
const stamp = (file: string) => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size} ${stat.mtimeMs}` : 'gone';
};
async function rebuild(): Promise<void> {
  building = true;
  const files = [...pending];
  pending.clear();
  for (const file of files) takenAs.set(file, stamp(file));
  const ok = await rebuildFor(files);
  gate.built(ok);
  building = false;
  if (ok) {
    // _redirects and _headers may have changed with the routes.
    host = createStaticHost(distDir, hostOptions);
    announce('reload');
  }
  if (pending.size > 0) {
    clearTimeout(timer);
    rebuildWhenBack();
  }
}

await rebuildFor([]);
// Under `npm run cms`: what the editor's backend checks out for a moment (a draft's branch) is not the site.
const gate = siteBranchGate(root, process.env.REBUILD_ON_BRANCH);
// Read _headers and _redirects of the build just made (a fresh clone had none when the host was created).
host = createStaticHost(distDir, hostOptions);
let timer: NodeJS.Timeout | undefined;
function changed(file: string): void {
  const saved = path.resolve(file);
  if (!readByBuild(saved)) return;
  pending.add(saved);
  clearTimeout(timer);
  // Editors save in a few steps (write, rename): one rebuild for them all.
  timer = setTimeout(rebuildWhenBack, 50);
}

function rebuildWhenBack(): void {
  // A rebuild under way looks again at what changed meanwhile once it ends.
  if (building) return;
  for (const file of pending) if (takenAs.get(file) === stamp(file)) pending.delete(file);
  if (pending.size === 0) return;
  const look = gate.look([...pending]);
  // The backend at work, or beginning a request as the rebuild would begin: once it is done.
  if (look === 'away' || (look === 'changed' && !gate.reading())) {
    timer = setTimeout(rebuildWhenBack, 100);
    return;
  }
  if (look === 'unchanged') {
    pending.clear();
    return;
  }
  console.log(`\nChanged: ${[...pending].map((changed) => path.relative(root, changed)).join(', ')} — rebuilding`);
  void rebuild();
}
const watcher = chokidar.watch(watched, { ignoreInitial: true });
// Announced once the watcher has read the folders: a save before that would go unnoticed.
watcher.once('ready', () => server.listen(port, '127.0.0.1', () => console.log(`Dev server at http://localhost:${port}/ — watching for changes`)));
watcher.on('all', (_event, file) => changed(file));
