import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import type { PageFacts, RenderContext } from '../../../src/build/pageRenderer.ts';
import { renderPages } from '../../../src/build/renderPool.ts';
import { RouteRenderError } from '../../../src/build/routeRenderError.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'hale-render-pool-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A stand-in server bundle whose worker renders every page it is sent, except number `failing`, which it cannot. */
function fakeBundle(failing: string): string {
  const entry = path.join(tmp, `bundle-${failing.replace(/\W/g, '')}.mjs`);
  writeFileSync(
    entry,
    `import { parentPort } from 'node:worker_threads';
export function runRenderWorker() {
  parentPort.on('message', (indices) => {
    for (const index of indices) {
      if (index === ${failing}) return parentPort.postMessage({ index, error: { message: 'The worker could not render it' } });
      parentPort.postMessage({ index, page: { path: '/page-' + index + '/', worker: true } });
    }
    parentPort.postMessage({ batchDone: true });
  });
  parentPort.postMessage({ ready: true });
}
`,
  );
  return entry;
}

const routePaths = Array.from({ length: 400 }, (_, index) => `/page-${index}/`);
const context = {} as RenderContext;
const notHere = async (): Promise<PageFacts> => {
  throw new Error('a site this size renders in the workers');
};

it('renders every page once in the workers, the facts in route order', async () => {
  const pages = await renderPages({ serverEntry: fakeBundle('-1'), routePaths, context, threads: 2, renderHere: notHere });
  assert.deepEqual(pages.map((page) => page.path), routePaths);
  assert.ok(pages.every((page) => 'worker' in page));
});

it("stops at a worker's failure and names its route and error", async () => {
  await assert.rejects(
    renderPages({ serverEntry: fakeBundle('123'), routePaths, context, threads: 2, renderHere: notHere }),
    (error: unknown) => error instanceof RouteRenderError && error.route === '/page-123/' && error.message.includes('The worker could not render it'),
  );
});

it('renders a small site in this thread, and names the route of a page that throws there', async () => {
  const rendered: number[] = [];
  await assert.rejects(
    renderPages({
      serverEntry: fakeBundle('-1'),
      routePaths: ['/', '/broken/', '/after/'],
      context,
      threads: 1,
      renderHere: async (index) => {
        if (index === 1) throw new Error('Missing plan');
        rendered.push(index);
        return { path: '/' } as PageFacts;
      },
    }),
    (error: unknown) => error instanceof RouteRenderError && error.route === '/broken/' && error.message.includes('Missing plan'),
  );
  assert.deepEqual(rendered, [0], 'nothing renders after the failure');
});
