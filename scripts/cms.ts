/**
 * `npm run cms`: the owner's editor on this machine. Starts Decap's local backend (decap-server,
 * which reads and writes the files of this working tree) beside `npm run dev` (which rebuilds the
 * site whenever a saved change lands), then open http://localhost:4321/admin/ and click Login.
 * Ctrl+C stops both. Env: PORT (the site, default 4321), CMS_LOCAL_PORT (the backend, default 8081).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminPath } from '../src/admin/adminPath.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = process.env.PORT ?? '4321';
const backendPort = process.env.CMS_LOCAL_PORT ?? '8081';
const { PORT: _ignored, ...environment } = process.env;

const require = createRequire(import.meta.url);
const backend = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
  cwd: root,
  stdio: 'inherit',
  // Files only (no git commits: the owner commits, or the production backend does), this machine only.
  env: { ...environment, PORT: backendPort, BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root },
});
// The build writes the backend's address into the editor's config.
const dev = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'dev.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...environment, PORT: sitePort, CMS_LOCAL_PORT: backendPort },
});
console.log(`Editor: http://localhost:${sitePort}${adminPath} once the site is built (local backend on 127.0.0.1:${backendPort}); Ctrl+C stops both`);

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
