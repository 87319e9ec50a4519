/**
 * `npm run dev`: builds, serves dist/ at http://localhost:4321 like `npm start`, rebuilds when a
 * source file changes and reloads open browser tabs (server-sent events). A failed rebuild keeps
 * the last good dist/ and prints the error; fix the file and it rebuilds again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import chokidar from 'chokidar';
import { adminPath } from '../src/admin/adminPath.ts';
import { createStaticHost } from '../src/server/staticHost.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');
const port = Number(process.env.PORT ?? 4321);
const watched = ['src', 'static', 'routes.ts', 'build.ts'].map((entry) => path.join(root, entry));

// An external script (not inline) so the site's Content-Security-Policy allows it.
const reloadScript = `new EventSource('/__dev/events').addEventListener('reload', () => location.reload());`;
const clients = new Set<ServerResponse>();

let running: ChildProcess | undefined;
function build(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'build.ts')], { cwd: root, stdio: 'inherit' });
    running = child;
    child.on('exit', (code) => {
      running = undefined;
      resolve(code === 0);
    });
  });
}

// Stopped by a signal (Ctrl+C, or npm run cms stopping), a build under way stops too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running?.kill('SIGTERM');
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
let pending = false;
async function rebuild(): Promise<void> {
  if (building) {
    pending = true;
    return;
  }
  building = true;
  const ok = await build();
  building = false;
  if (ok) {
    // _redirects and _headers may have changed with the routes.
    host = createStaticHost(distDir, hostOptions);
    for (const client of clients) client.write('event: reload\ndata: {}\n\n');
  }
  if (pending) {
    pending = false;
    await rebuild();
  }
}

await build();
// Read _headers and _redirects of the build just made (a fresh clone had none when the host was created).
host = createStaticHost(distDir, hostOptions);
server.listen(port, '127.0.0.1', () => console.log(`Dev server at http://localhost:${port}/ — watching for changes`));
let timer: NodeJS.Timeout | undefined;
chokidar.watch(watched, { ignoreInitial: true }).on('all', (_event, file) => {
  clearTimeout(timer);
  timer = setTimeout(() => {
    console.log(`\nChanged: ${path.relative(root, file)} — rebuilding`);
    void rebuild();
  }, 100);
});
