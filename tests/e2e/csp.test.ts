/**
 * The Content-Security-Policy of `_headers` really holds: an injected script is refused (so the
 * violation recorder is not blind), and an unknown URL outside every folder of the site still gets
 * the public policy. That every route runs under it with zero violations is
 * checked by the route sweep (tests/support/routeSweep.ts).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../src/paths.ts';
import { cspViolations, useSite } from '../support/site.ts';

const harness = useSite();

/** Whether an inline script added after load runs (it must not: the policy allows inline code by hash only). */
function injectedScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
}

/** Whether a `<style>` added after load applies (it must not: inline styles are allowed by hash only). */
function injectedStyleApplies(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid rgb(1, 2, 3); }';
    document.head.append(style);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return getComputedStyle(document.body).outlineWidth === '7px';
  });
}

test('the policy really blocks what it does not allow (the recorder is not blind), and lets the page’s own styles in', async () => {
  const { page } = await harness.open(paths.home, 'desktop');
  assert.deepEqual(await cspViolations(page), [], 'the page’s own inline styles and scripts are allowed by their hashes');
  assert.ok(await page.evaluate(() => (document.querySelector('head > style') as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0) > 100, 'the page’s own styles apply');
  assert.equal(await injectedScriptRuns(page), false, 'an injected inline script must not run');
  assert.equal(await injectedStyleApplies(page), false, 'an injected inline style must not apply');
  const violations = await cspViolations(page);
  assert.ok(violations.some((violation) => violation.startsWith('script-src')));
  assert.ok(violations.some((violation) => violation.startsWith('style-src')), violations.join(', '));
});

test('an unknown URL outside every folder of the site still gets the public policy, from the 404 page itself', async () => {
  const { page, headers } = await harness.open('/no-such-top-level-page/', 'desktop');
  assert.deepEqual(await cspViolations(page), []);
  const served = headers['content-security-policy'] ?? '';
  assert.ok(served.includes("frame-ancestors 'none'"), 'the header carries the policy');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  assert.equal(meta, served.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')).join('; '), 'the header policy, less what a <meta> cannot carry');
  assert.equal(await injectedScriptRuns(page), false, 'an injected inline script must not run there either');
});
