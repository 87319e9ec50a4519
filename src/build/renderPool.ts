/**
 * The render step on every core: worker threads each load the server bundle and take the next
 * small batch of routes whenever they finish one, so a slow page never holds up the rest. A site
 * too small to repay a worker's start (it loads the bundle and the content again) renders in this
 * thread. The first page that throws stops every worker and fails the build, naming its route.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageFacts, RenderContext, WorkerMessage } from './pageRenderer.ts';
import { RouteRenderError } from './routeRenderError.ts';

/** Routes a worker must have to repay its start (about half a second of loading). */
const routesPerWorker = 200;
/** Routes handed out at a time: small enough to even out the workers' ends, large enough to keep messages few. */
const batchSize = 8;

/** How many workers render `routeCount` routes: none below two's worth, at most one per core. */
export function workerCount(routeCount: number, cores = availableParallelism()): number {
  return Math.min(cores, Math.floor(routeCount / routesPerWorker));
}

export interface RenderPoolOptions {
  /** The server bundle: a worker imports it and runs its `runRenderWorker`. */
  serverEntry: string;
  routePaths: readonly string[];
  context: RenderContext;
  /** Renders one route in this thread (the bundle's `pageRenderer`), when no worker is used. */
  renderHere: (index: number) => Promise<PageFacts>;
  /** Worker threads to use; by default `workerCount` of the routes. 0 or 1 renders in this thread. */
  workers?: number;
}

/** Renders every route into `context.outDir`; the facts of each page, in route order. */
export async function renderPages({ serverEntry, routePaths, context, renderHere, workers = workerCount(routePaths.length) }: RenderPoolOptions): Promise<PageFacts[]> {
  if (workers <= 1) {
    const pages: PageFacts[] = [];
    for (const [index, routePath] of routePaths.entries()) {
      try {
        pages.push(await renderHere(index));
      } catch (error) {
        throw new RouteRenderError(routePath, error);
      }
    }
    return pages;
  }
  return renderInWorkers(serverEntry, routePaths, context, workers);
}

// Evaluated as the worker's script: the renderer itself is the bundle's plain JavaScript.
const workerScript = `import(require('node:worker_threads').workerData.serverEntryUrl).then((bundle) => bundle.runRenderWorker())`;

async function renderInWorkers(serverEntry: string, routePaths: readonly string[], context: RenderContext, workers: number): Promise<PageFacts[]> {
  const pages: PageFacts[] = new Array(routePaths.length);
  const threads: Worker[] = [];
  let next = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      let busy = workers;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        reject(error);
      };
      for (let thread = 0; thread < workers; thread += 1) {
        const worker = new Worker(workerScript, { eval: true, workerData: { ...context, serverEntryUrl: pathToFileURL(serverEntry).href } });
        threads.push(worker);
        const sendBatch = () => {
          if (settled) return;
          if (next >= routePaths.length) {
            busy -= 1;
            if (busy === 0) {
              settled = true;
              resolve();
            }
            return;
          }
          const batch = Array.from({ length: Math.min(batchSize, routePaths.length - next) }, (_, offset) => next + offset);
          next += batch.length;
          worker.postMessage(batch);
        };
        worker.on('message', (message: WorkerMessage) => {
          if ('page' in message) pages[message.index] = message.page;
          else if ('error' in message) fail(new RouteRenderError(routePaths[message.index] ?? `#${message.index}`, Object.assign(new Error(message.error.message), { stack: message.error.stack })));
          else sendBatch();
        });
        worker.on('error', fail);
        worker.on('exit', (code) => fail(new Error(`A render worker stopped early (exit ${code})`)));
      }
    });
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
  return pages;
}
