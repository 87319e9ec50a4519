/**
 * The render step on every core: worker threads (each loading the server bundle) take the next
 * small batch of routes whenever they finish one, so a slow page never holds up the rest. A site
 * too small to repay a worker's start (it loads the bundle and the content again) renders in this
 * thread alone. A worker's heap is kept near what the content needs (V8 would otherwise let
 * each grow by the size of all the pages it has rendered before collecting). The first page that
 * throws stops them all and fails the build, naming its route.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageFacts, RenderContext, WorkerMessage } from './pageRenderer.ts';
import { RouteRenderError } from './routeRenderError.ts';

/** Routes a thread must have to repay a worker's start (about half a second of loading). */
const routesPerThread = 200;
/** Routes handed out at a time: small enough to even out the threads' ends, large enough to keep messages few. */
const batchSize = 8;

/** How many threads render `routeCount` routes: this one alone below two threads' worth, at most one per core. */
function threadCount(routeCount: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor(routeCount / routesPerThread)));
}

/** Whether `routeCount` routes render in one thread alone: worker threads would not repay their start. */
export function rendersInOneThread(routeCount: number, cores = availableParallelism()): boolean {
  return threadCount(routeCount, cores) === 1;
}

export interface RenderPoolOptions {
  /** The server bundle: a worker imports it and runs its `runRenderWorker`. */
  serverEntry: string;
  routePaths: readonly string[];
  context: RenderContext;
  /** Renders one route in this thread (the bundle's `pageRenderer`). */
  renderHere: (index: number) => Promise<PageFacts>;
  /** Threads that render: 1 is this one alone, more are worker threads; by default `threadCount` of the routes. */
  threads?: number;
  /** Heap this thread has in use with the content loaded: a worker's old generation may grow to twice that. */
  contentHeapBytes?: number;
}

// Evaluated as the worker's script: the renderer itself is the bundle's plain JavaScript.
const workerScript = `import(require('node:worker_threads').workerData.serverEntryUrl).then((bundle) => bundle.runRenderWorker())`;

function startWorker(serverEntry: string, context: RenderContext, contentHeapBytes: number): Worker {
  const maxOldGenerationSizeMb = Math.max(256, Math.ceil((2 * contentHeapBytes) / 2 ** 20));
  return new Worker(workerScript, { eval: true, resourceLimits: { maxOldGenerationSizeMb }, workerData: { ...context, serverEntryUrl: pathToFileURL(serverEntry).href } });
}

/** Renders every route into `context.outDir`; the facts of each page, in route order. */
export async function renderPages({ serverEntry, routePaths, context, renderHere, threads = threadCount(routePaths.length), contentHeapBytes = 0 }: RenderPoolOptions): Promise<PageFacts[]> {
  const pages: PageFacts[] = new Array(routePaths.length);
  let next = 0;
  let failure: unknown;
  const takeBatch = (): number[] => {
    if (failure !== undefined || next >= routePaths.length) return [];
    const batch = Array.from({ length: Math.min(batchSize, routePaths.length - next) }, (_, offset) => next + offset);
    next += batch.length;
    return batch;
  };
  const failed = (index: number, cause: unknown) => new RouteRenderError(routePaths[index] ?? `#${index}`, cause);

  const renderInThisThread = async () => {
    for (let batch = takeBatch(); batch.length > 0; batch = takeBatch()) {
      for (const index of batch) {
        try {
          pages[index] = await renderHere(index);
        } catch (error) {
          throw failed(index, error);
        }
      }
    }
  };
  const workers = threads > 1 ? Array.from({ length: threads }, () => startWorker(serverEntry, context, contentHeapBytes)) : [];
  const renderInWorker = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      const sendBatch = () => {
        const batch = takeBatch();
        if (batch.length === 0) resolve();
        else worker.postMessage(batch);
      };
      worker.on('message', (message: WorkerMessage) => {
        if ('page' in message) pages[message.index] = message.page;
        else if ('error' in message) reject(failed(message.index, Object.assign(new Error(message.error.message), { stack: message.error.stack })));
        else sendBatch();
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`A render worker stopped early (exit ${code})`)));
    });

  const renderers = workers.length > 0 ? workers.map(renderInWorker) : [renderInThisThread()];
  // The first failure stops the handing out; every renderer is then let finish its page, so none writes after the build has given up.
  for (const renderer of renderers) {
    renderer.catch((error: unknown) => {
      failure ??= error;
      for (const worker of workers) void worker.terminate();
    });
  }
  await Promise.allSettled(renderers);
  await Promise.all(workers.map((worker) => worker.terminate()));
  if (failure !== undefined) throw failure;
  return pages;
}
