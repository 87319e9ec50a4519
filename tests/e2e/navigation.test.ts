/**
 * SPEC.md §2 "On every navigation" and §4/§8: hash targets land below the sticky bar, the
 * sales-enablement redirect keeps the #hash (by the host rule and by the fallback page), and the
 * 404 page shows and logs what the spec names.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths, servicePath } from '../../src/paths.ts';
import { outputFile } from '../../src/siteRoute.ts';
import { untilScrollSettles } from '../support/scroll.ts';
import { distDir, untilScripted, useSite, type ViewportName } from '../support/site.ts';

const harness = useSite();

/**
 * Waits until the page's smooth scroll has come to rest, then returns the target's top and the
 * header's bottom. The script starts that scroll after the first paint: on a busy machine, well
 * after the browser's own first jump towards the target, which must not pass for the rest.
 */
async function settledPosition(page: Page, id: string): Promise<{ top: number; headerBottom: number }> {
  await untilScripted(page);
  await untilScrollSettles(page, { fromTheTop: true });
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    const header = document.querySelector('header');
    return { top: target?.getBoundingClientRect().top ?? Number.NaN, headerBottom: header?.getBoundingClientRect().bottom ?? Number.NaN };
  }, id);
}

function assertBelowBar({ top, headerBottom }: { top: number; headerBottom: number }, what: string): void {
  assert.ok(top >= headerBottom - 1, `${what}: top ${top} is not under the sticky bar (bottom ${headerBottom})`);
  assert.ok(top < headerBottom + 48, `${what}: top ${top} sits just below the bar (bottom ${headerBottom})`);
}

for (const viewport of ['mobile', 'desktop'] as const satisfies readonly ViewportName[]) {
  test(`${viewport}: the home hero's 'Learn more' lands on #solutions just below the sticky bar`, async () => {
    const { page } = await harness.open(paths.home, viewport);
    await page.locator('#hero').getByRole('link', { name: 'Learn more' }).click();
    await page.waitForURL(/#solutions$/);
    assertBelowBar(await settledPosition(page, 'solutions'), '#solutions');
  });
}

test('a fresh navigation to a #hash scrolls its section just below the sticky bar', async () => {
  const { page } = await harness.open(`${servicePath('lead-generation')}#lead-analytics`, 'mobile');
  assertBelowBar(await settledPosition(page, 'lead-analytics'), '#lead-analytics');
});

test('the sales-enablement redirect (host rule, 301) keeps the #hash', async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') statuses.push(response.status());
  });
  await page.goto(`${harness.origin}/services/sales-enablement#lead-nurturing`);
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).hash, `${servicePath('lead-generation')}#lead-nurturing`);
  assert.deepEqual(statuses, [301, 200]);
  assertBelowBar(await settledPosition(page, 'lead-nurturing'), '#lead-nurturing');
});

test('on a host without _redirects the fallback page replaces the location, keeping the #hash', async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  // Serve the page the build wrote at the redirecting path, as a plain static host would.
  await page.route(`${harness.origin}${servicePath('sales-enablement')}`, (route) =>
    route.fulfill({ path: path.join(distDir, outputFile(servicePath('sales-enablement'))), contentType: 'text/html' }),
  );
  await page.goto(`${harness.origin}${paths.home}`);
  await page.goto(`${harness.origin}${servicePath('sales-enablement')}#lead-strategy`);
  await page.waitForURL(`**${servicePath('lead-generation')}#lead-strategy`);
  await page.goBack();
  assert.equal(new URL(page.url()).pathname, paths.home, 'the redirect page is not left in the history');
});

test('an unknown route shows the 404 page with status 404 and logs the attempted path', async () => {
  const { page, status, problems } = await harness.open('/no/such/page/', 'mobile');
  assert.equal(status, 404);
  assert.equal((await page.locator('h1').textContent())?.trim(), '404');
  assert.ok(await page.getByText('Oops! Page not found').isVisible());
  assert.equal(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href'), paths.home);
  // The message is logged by the client entry, which starts after the first paint, before it marks the header enhanced.
  await untilScripted(page);
  assert.ok(
    problems.includes('console: 404 Error: User attempted to access non-existent route: /no/such/page/'),
    `logged: ${problems.join(' | ')}`,
  );
});
