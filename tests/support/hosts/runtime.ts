/**
 * A host runtime serving a built site on this machine (Cloudflare's wrangler, Netlify's emulator,
 * or `npm start`'s host), started once per suite and waited for by polling, never by a fixed sleep.
 */
import type { AddressInfo } from 'node:net';
import { startStaticServer } from '../../../src/server/staticHost.ts';

export type RuntimeName = 'cloudflare' | 'netlify' | 'local';

export interface Runtime {
  name: RuntimeName;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** What the runtime printed or logged (how wrangler reports a rule it rejects). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Polls `origin` until it answers any HTTP status. Gives up at `timeoutMs` (generous: a runtime
 * starts slowly on a loaded 2-core machine) or as soon as `failed()` says the runtime died, with
 * a message that names it and quotes the end of its output.
 */
export async function waitUntilServing(origin: string, name: string, { timeoutMs, failed, output }: { timeoutMs: number; failed: () => boolean; output: () => string }): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failed()) throw new Error(`${name} exited before serving ${origin}:\n${output().slice(-3000)}`);
    try {
      await fetch(origin, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not serve ${origin} within ${timeoutMs / 1000} s:\n${output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** `npm start`'s host (src/server) on a free port. */
export async function startLocal(distDir: string): Promise<Runtime> {
  const server = await startStaticServer(distDir, 0);
  return {
    name: 'local',
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    output: () => '',
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
