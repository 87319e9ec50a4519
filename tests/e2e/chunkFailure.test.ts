/**
 * A script that cannot load (the network dropped, the visitor left the page mid-load) costs the
 * visitor nothing: the page stays whole and readable as HTML, what the script would have added is
 * let go, and nothing uncaught reaches the console. The scripts' requests are aborted as a lost
 * connection ends them; the browser's own line for each failed request is all the console shows.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { revealDom } from '../../src/components/revealDom.ts';
import { fallbackPost } from '../../src/content/blog/collection.ts';
import { islandAttr } from '../../src/islands/attributes.ts';
import { paths } from '../../src/paths.ts';
import { absoluteUrl } from '../../src/site.ts';
import { builtScripts } from '../support/builtScripts.ts';
import { distDir, useSite } from '../support/site.ts';

const harness = useSite();

const scripts = builtScripts(distDir);
const entry = scripts.named('main');
/** The chunks the entry imports as it loads… */
const entryChunks = scripts.staticImports(entry);
/** …and those it imports on demand: the reveal, the toaster, React, sonner. */
const lazyChunks = scripts.lazyImports(entry);
const failedLoad = 'Failed to load resource';

/**
 * Opens `pathname` with every script whose file `refused` names failing to load; records what
 * reached the console beside the failed loads (uncaught errors, errors logged).
 */
async function openWithout(pathname: string, refused: (file: string) => boolean, options: Parameters<typeof harness.context>[1] = {}) {
  const context = await harness.context('desktop', options);
  const page = await context.newPage();
  const problems: string[] = [];
  const failed = new Set<string>();
  const waiting: { files: readonly string[]; resolve: () => void }[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (!message.text().startsWith(failedLoad)) return void problems.push(`console: ${message.text()}`);
    failed.add(path.basename(new URL(message.location().url).pathname));
    for (const wait of waiting) if (wait.files.every((file) => failed.has(file))) wait.resolve();
  });
  // Only the loads that would run a script: a prefetch of the same file into the cache goes through
  // (routing keeps the cache out, so the script's own load still comes here).
  await page.route(/\/assets\/[^/]+\.js$/, (route) =>
    route.request().resourceType() === 'script' && refused(path.basename(new URL(route.request().url()).pathname))
      ? route.abort('internetdisconnected')
      : route.continue(),
  );
  await page.goto(`${harness.origin}${pathname}`, { waitUntil: 'load' });
  /** Resolves once each of `files` has failed to load, and the page has run what followed. */
  const untilFailed = async (files: readonly string[]) => {
    await new Promise<void>((resolve) => (files.every((file) => failed.has(file)) ? resolve() : waiting.push({ files, resolve })));
    // A task of the page's own after the failures: the rejections they caused have been reported.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  };
  return { page, problems, untilFailed };
}

/** The page's text and cards are all on screen to read. */
async function assertWhole(page: Page) {
  assert.equal(await page.locator('h1').isVisible(), true, 'the heading shows');
  assert.ok(((await page.locator('main').textContent()) ?? '').length > 500, 'the copy is there');
  const hidden = await page.evaluate(
    (item) => [...document.querySelectorAll(`[${item}]`)].filter((card) => getComputedStyle(card).opacity !== '1').length,
    revealDom.itemAttr,
  );
  assert.equal(hidden, 0, 'no card is left hidden');
}

test('an article whose on-demand scripts cannot load stays whole: its cards show, Copy Link copies, nothing uncaught', async () => {
  assert.deepEqual(lazyChunks.filter((file) => entryChunks.includes(file)), [], 'the on-demand chunks are apart from the entry');
  const articlePath = `${paths.blog}${fallbackPost.slug}/`;
  const { page, problems, untilFailed } = await openWithout(articlePath, (file) => lazyChunks.includes(file), {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await page.getByText('Share', { exact: true }).click();
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await untilFailed(lazyChunks);
  await page.locator(`[${islandAttr.name}="toaster"][${islandAttr.failed}]`).waitFor({ state: 'attached' });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), absoluteUrl(articlePath), 'the link was copied all the same');
  await assertWhole(page);
  assert.deepEqual(problems, []);
});

test('a page whose entry cannot load (a chunk it imports fails) stays whole as HTML, nothing uncaught', async () => {
  const chunk = entryChunks[0];
  assert.ok(chunk, 'the entry imports a chunk');
  const { page, problems, untilFailed } = await openWithout(paths.about, (file) => file === chunk);
  await untilFailed([chunk]);
  await assertWhole(page);
  assert.deepEqual(problems, []);
});
