import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { backendFromEnv, localBackendUrl } from '../../../src/admin/cmsBackend.ts';
import { RebuildWorker } from '../../../src/build/rebuildWorker.ts';
import { runBuild } from '../../support/builtFolder.ts';

const tmp = mkdtempSync(path.join(tmpdir(), 'hale-rebuild-worker-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

test('npm run dev rebuilds in a worker that a fresh one replaces as its heap grows, and saves keep landing across the swap', async () => {
  const posts = path.join(tmp, 'posts');
  const dist = path.join(tmp, 'dist');
  const stateFile = path.join(tmp, 'state', 'state.json');
  cpSync(path.join(process.cwd(), 'src', 'content', 'posts'), posts, { recursive: true });
  assert.equal(await runBuild(['--out', dist, '--quiet', '--state', stateFile], { POSTS_DIR: posts }), 0);
  process.env.POSTS_DIR = posts;
  const edited = path.join(posts, 'marketing-analytics-key-metrics-tracking.md');
  const source = readFileSync(edited, 'utf8');
  const save = (title: string) => writeFileSync(edited, source.replace(/^title: .*$/m, `title: "${title}"`));
  const articleShows = (title: string) => readFileSync(path.join(dist, 'blog', 'marketing-analytics-key-metrics-tracking', 'index.html'), 'utf8').includes(title);

  // Growth 0: any heap at all after a save recycles the worker.
  const rebuilds = await RebuildWorker.start(stateFile, process.cwd(), dist, { backend: backendFromEnv({}), localBackendUrl: localBackendUrl({}) }, 0);
  try {
    save('Metrics That Survive the Board Meeting');
    assert.equal((await rebuilds.rebuild([edited])).kind, 'updated');
    assert.ok(articleShows('Metrics That Survive the Board Meeting'));
    // The fresh worker opens the handed-over state in the background.
    while (rebuilds.generation === 1) await delay(50);

    save('Metrics Your Sales Team Will Trust');
    const result = await rebuilds.rebuild([edited]);
    assert.ok(result.kind === 'updated' && result.rendered.includes('/blog/marketing-analytics-key-metrics-tracking/'), 'the fresh worker knows which pages the saved post is on');
    assert.ok(articleShows('Metrics Your Sales Team Will Trust'));

    writeFileSync(edited, source.replace(/^category: .*\n/m, ''));
    await assert.rejects(rebuilds.rebuild([edited]), (error: Error) => error.message.includes('marketing-analytics-key-metrics-tracking.md') && /category/.test(error.message));
    assert.ok(articleShows('Metrics Your Sales Team Will Trust'), 'a bad save leaves the page as it was');
  } finally {
    await rebuilds.close();
    writeFileSync(edited, source);
  }
});
