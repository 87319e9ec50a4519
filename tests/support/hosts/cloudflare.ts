/**
 * Cloudflare Pages' own runtime on this machine: `wrangler pages dev`, which runs workerd with
 * Pages' asset, `_redirects` and `_headers` handling. Offline given a compatibility date (the
 * newest the installed workerd knows, read from its version), with metrics off.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort.ts';
import { waitUntilServing, type Runtime } from './runtime.ts';

const require = createRequire(import.meta.url);
const wranglerPackage = require.resolve('wrangler/package.json');

/** Of the workerd wrangler runs, `1.20260426.1` → `2026-04-26`: it refuses a compatibility date newer than its own build. */
function workerdCompatibilityDate(): string {
  const { version } = JSON.parse(readFileSync(createRequire(wranglerPackage).resolve('workerd/package.json'), 'utf8')) as { version: string };
  const date = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version);
  if (!date) throw new Error(`Cannot read a date from workerd ${version}`);
  return `${date[1]}-${date[2]}-${date[3]}`;
}

/** `port`: where to serve (a free one by default); `bindings`: the project's environment variables, as `_worker.js` reads them. */
export async function startCloudflare(siteDir: string, { port, bindings = {} }: { port?: number; bindings?: Record<string, string> } = {}): Promise<Runtime> {
  port ??= await freePort();
  const inspectorPort = await freePort();
  // wrangler keeps its state (.wrangler/) in the folder it runs in: a scratch one, not the repository.
  const workDir = mkdtempSync(path.join(tmpdir(), 'hale-wrangler-'));
  const wrangler = path.join(path.dirname(wranglerPackage), 'bin', 'wrangler.js');
  const args = ['pages', 'dev', siteDir, `--compatibility-date=${workerdCompatibilityDate()}`, '--ip=127.0.0.1', `--port=${port}`, `--inspector-port=${inspectorPort}`, ...Object.entries(bindings).map(([name, value]) => `--binding=${name}=${value}`)];
  const child = spawn(process.execPath, [wrangler, ...args], {
    cwd: workDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // wrangler runs workerd as its child: end the whole process group this suite started.
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(workDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(origin, 'wrangler pages dev', { timeoutMs: 180_000, failed: () => child.exitCode !== null, output: () => output });
  } catch (error) {
    await stop();
    throw error;
  }
  return { name: 'cloudflare', origin, output: () => output, stop };
}
