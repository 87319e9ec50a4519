/**
 * The rebuilds of `npm run dev` and `npm run cms` in a worker thread that lives from one full build
 * to the next, holding the state of dist/ between saves and its code compiled (incrementalBuild.ts);
 * the dev server's own thread keeps serving while it works. Each save loads another copy of the
 * server bundle, and a loaded module is never freed, so once the worker's heap has grown to twice
 * what it held when it opened, a fresh worker opens the current state beside it
 * and takes over when ready (if a save came meanwhile, the fresh one is dropped and the next save
 * tries again). The heap is weighed without its garbage: a save leaves hundreds of MB of it at
 * 10,000 posts, and counted in it recycled the worker every other save, each opening a fresh one
 * (6 s of CPU) beside the saves that followed.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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
  /** Heap growth allowed before recycling, as a multiple of the heap after opening. */
  growth: number;
}

type Request = { id: number; files: string[] } | { id: number; handOver: true };
type Reply =
  | { opened: true }
  /** Sent after a rebuild's reply when the heap, garbage collected, has grown past what `growth` allows. */
  | { recycle: true }
  | { id: number; result: RebuildResult }
  | { id: number; error: string }
  | { id: number; state: BuildState };

// The worker loads this module's TypeScript sources, as the dev server does, through tsx.
const workerScript = `import('tsx/esm/api').then(({ register }) => { register(); return import(require('node:worker_threads').workerData.module); }).then((module) => module.serveRebuilds())`;

/** A worker opening a state. */
function openWorker(opening: Opening): { worker: Worker; opened: Promise<Worker> } {
  const worker = new Worker(workerScript, { eval: true, workerData: { ...opening, module: import.meta.url } });
  const opened = new Promise<Worker>((resolve, reject) => {
    const onError = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    const onExit = (code: number) => reject(new Error(`the rebuild worker stopped while opening (exit ${code})`));
    worker.once('message', () => {
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve(worker);
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
    private readonly opening: Omit<Opening, 'state'>,
  ) {
    this.serveWith(worker);
  }

  private serveWith(worker: Worker): void {
    this.worker = worker;
    worker.on('message', (reply: Reply) => {
      if ('recycle' in reply && worker === this.worker) void this.replace();
    });
    worker.on('error', (error) => console.error(`The rebuild worker failed: ${error.message}`));
    worker.on('exit', () => {
      if (worker === this.worker && !this.closed) this.stopped = true;
    });
  }

  /** Opens the state a full build left in a worker. `growth`: heap multiple that recycles it (2 by default). */
  static async start(stateFile: string, root: string, outDir: string, editor: EditorBackend, growth = 2): Promise<RebuildWorker> {
    const opening = { root, outDir, editor, growth };
    const worker = await openWorker({ ...opening, state: stateFile }).opened;
    return new RebuildWorker(worker, opening);
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
        await fresh.terminate();
        return;
      }
      const old = this.worker;
      this.serveWith(fresh);
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
  const { state, root, outDir, editor, growth } = workerData as Opening;
  const site = await IncrementalBuild.open(state, root, outDir, editor);
  // A full collection on demand (the flag reaches contexts made after it is set): the heap is weighed without its garbage.
  setFlagsFromString('--expose-gc');
  const collectGarbage = runInNewContext('gc') as () => void;
  const heapBytes = () => process.memoryUsage().heapUsed;
  collectGarbage();
  const recycleAtBytes = growth * heapBytes();
  const send = (reply: Reply) => port.postMessage(reply);
  /** Collects only once the heap, garbage and all, is past the limit. */
  const weighHeap = () => {
    if (heapBytes() <= recycleAtBytes) return;
    collectGarbage();
    if (heapBytes() > recycleAtBytes) send({ recycle: true });
  };
  // Weighed 1 s after the last request is answered, unless another comes: no save waits for the collection.
  let weighing: NodeJS.Timeout | undefined;
  let unanswered = 0;
  let queue = Promise.resolve();
  port.on('message', (request: Request) => {
    clearTimeout(weighing);
    unanswered += 1;
    queue = queue
      .then(async () => {
        if ('handOver' in request) return send({ id: request.id, state: site.currentState });
        try {
          send({ id: request.id, result: await site.rebuild(request.files) });
        } catch (error) {
          send({ id: request.id, error: error instanceof Error ? error.message : String(error) });
        }
      })
      .finally(() => {
        unanswered -= 1;
        if (unanswered === 0) weighing = setTimeout(() => (queue = queue.then(weighHeap)), 1000);
      });
  });
  send({ opened: true });
}
