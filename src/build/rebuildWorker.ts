/**
 * The rebuilds of `npm run dev` and `npm run cms` in a worker thread that lives from one full build
 * to the next, holding the parsed posts and the last build's answers between saves
 * (incrementalBuild.ts); the dev server's own thread keeps serving while it works. Each save loads
 * another copy of the server bundle, and a loaded module is never freed, so once the worker's heap
 * has grown to twice what it held when it opened, a fresh worker opens the current state beside it
 * and takes over when ready (if a save came meanwhile, the fresh one is dropped and the next save
 * tries again).
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { BuildState } from './buildState.ts';
import { IncrementalBuild, type RebuildResult } from './incrementalBuild.ts';
import type { EditorBackend } from './adminConfig.ts';

interface Opening {
  /** The state file a full build left, or the state a worker handed on. */
  state: string | BuildState;
  root: string;
  outDir: string;
  editor: EditorBackend;
}

type Request = { id: number; files: string[] } | { id: number; handOver: true };
type Reply =
  | { opened: true; heapBytes: number }
  | { id: number; result: RebuildResult; heapBytes: number }
  | { id: number; error: string }
  | { id: number; state: BuildState };

// The worker loads this module's TypeScript sources, as the dev server does, through tsx.
const workerScript = `import('tsx/esm/api').then(({ register }) => { register(); return import(require('node:worker_threads').workerData.module); }).then((module) => module.serveRebuilds())`;

/** A worker opening a state, and its heap once it has opened. */
function openWorker(opening: Opening): { worker: Worker; opened: Promise<{ worker: Worker; heapBytes: number }> } {
  const worker = new Worker(workerScript, { eval: true, workerData: { ...opening, module: import.meta.url } });
  const opened = new Promise<{ worker: Worker; heapBytes: number }>((resolve, reject) => {
    const onError = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    const onExit = (code: number) => reject(new Error(`the rebuild worker stopped while opening (exit ${code})`));
    worker.once('message', (reply: Reply) => {
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve({ worker, heapBytes: 'opened' in reply ? reply.heapBytes : 0 });
    });
    worker.once('error', onError);
    worker.once('exit', onExit);
  });
  return { worker, opened };
}

export class RebuildWorker {
  private requests = 0;
  private rebuilds = 0;
  /** The fresh worker opening to take over, if one is. */
  private replacement: Worker | undefined;
  private replacing = false;
  private closed = false;
  /** How many workers have served so far: 1 until the first one is replaced. */
  generation = 1;

  private worker!: Worker;
  /** Whether the worker serving stopped on its own (a crash): the next save is a full build, which starts another. */
  private stopped = false;

  private constructor(
    worker: Worker,
    private recycleAtBytes: number,
    private readonly opening: Omit<Opening, 'state'>,
    /** Heap growth allowed before recycling, as a multiple of the heap after opening. */
    private readonly growth: number,
  ) {
    this.serveWith(worker);
  }

  private serveWith(worker: Worker): void {
    this.worker = worker;
    worker.on('error', (error) => console.error(`The rebuild worker failed: ${error.message}`));
    worker.on('exit', () => {
      if (worker === this.worker && !this.closed) this.stopped = true;
    });
  }

  /** Opens the state a full build left in a worker. `growth`: heap multiple that recycles it (2 by default). */
  static async start(stateFile: string, root: string, outDir: string, editor: EditorBackend, growth = 2): Promise<RebuildWorker> {
    const opening = { root, outDir, editor };
    const { worker, heapBytes } = await openWorker({ ...opening, state: stateFile }).opened;
    return new RebuildWorker(worker, growth * heapBytes, opening, growth);
  }

  private request(request: Omit<Request, 'id'>): Promise<Reply> {
    const id = (this.requests += 1);
    const worker = this.worker;
    return new Promise((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (!('id' in reply) || reply.id !== id) return;
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(reply);
      };
      const onExit = (code: number) => reject(new Error(`the rebuild worker stopped (exit ${code})`));
      worker.on('message', onMessage);
      worker.once('exit', onExit);
      worker.postMessage({ ...request, id } as Request);
    });
  }

  /** IncrementalBuild.rebuild in the worker; rejects with its error (bad content names the file and field). */
  async rebuild(files: readonly string[]): Promise<RebuildResult> {
    if (this.stopped) return { kind: 'full', reason: 'the rebuild worker stopped' };
    this.rebuilds += 1;
    const reply = await this.request({ files: [...files] });
    if ('error' in reply) throw new Error(reply.error);
    if (!('result' in reply)) throw new Error('the rebuild worker answered a rebuild with no result');
    if (reply.heapBytes > this.recycleAtBytes) void this.replace();
    return reply.result;
  }

  /** Opens the current state in a fresh worker and swaps it in, unless a save came meanwhile. */
  private async replace(): Promise<void> {
    if (this.replacing) return;
    this.replacing = true;
    const rebuildsBefore = this.rebuilds;
    try {
      const reply = await this.request({ handOver: true });
      if (!('state' in reply) || this.closed) return;
      const opening = openWorker({ ...this.opening, state: reply.state });
      this.replacement = opening.worker;
      const fresh = await opening.opened;
      if (this.closed || this.rebuilds !== rebuildsBefore) {
        await fresh.worker.terminate();
        return;
      }
      const old = this.worker;
      this.serveWith(fresh.worker);
      this.recycleAtBytes = this.growth * fresh.heapBytes;
      this.generation += 1;
      await old.terminate();
    } catch (error) {
      // The worker serving now is untouched: the next save tries again.
      if (!this.closed) console.error(`Could not start a fresh rebuild worker: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.replacement = undefined;
      this.replacing = false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([this.worker.terminate(), this.replacement?.terminate()]);
  }
}

/** The body of the worker: opens the state it was given, then answers rebuilds one at a time. */
export async function serveRebuilds(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('serveRebuilds runs in a worker thread');
  const { state, root, outDir, editor } = workerData as Opening;
  const site = await IncrementalBuild.open(state, root, outDir, editor);
  const heapBytes = () => process.memoryUsage().heapUsed;
  const send = (reply: Reply) => port.postMessage(reply);
  let queue = Promise.resolve();
  port.on('message', (request: Request) => {
    queue = queue.then(async () => {
      if ('handOver' in request) return send({ id: request.id, state: site.currentState });
      try {
        send({ id: request.id, result: await site.rebuild(request.files), heapBytes: heapBytes() });
      } catch (error) {
        send({ id: request.id, error: error instanceof Error ? error.message : String(error) });
      }
    });
  });
  send({ opened: true, heapBytes: heapBytes() });
}
