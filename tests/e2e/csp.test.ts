/**
 * Every route runs under the Content-Security-Policy of `_headers` (served by npm start's host)
 * with zero violations, at both viewports, including what islands and enhancements do after load.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { routes } from '../../routes.ts';
import { paths } from '../../src/paths.ts';
import { useSite, type ViewportName } from '../support/site.ts';

const harness = useSite();

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records violations from the moment the document starts, before any page script runs. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

/** Loads a route, then does what wakes islands and enhancements: pointer, keyboard, scrolling. */
async function visit(page: Page, pathname: string): Promise<{ violations: string[]; policy: string | undefined }> {
  const consoleViolations: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleViolations.push(message.text());
  };
  page.on('console', onConsole);
  const response = await page.goto(`${harness.origin}${pathname}`, { waitUntil: 'load' });
  await page.mouse.move(10, 10);
  await page.keyboard.press('Tab');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(250);
  const violations = [...((await page.evaluate(() => window.cspViolations)) ?? []), ...consoleViolations];
  page.off('console', onConsole);
  return { violations, policy: response?.headers()['content-security-policy'] };
}

for (const viewport of ['mobile', 'desktop'] as const satisfies readonly ViewportName[]) {
  test(`every route runs with zero CSP violations at the ${viewport} viewport`, async () => {
    const context = await harness.context(viewport);
    await watchViolations(context);
    const queue = [...routes];
    const found: string[] = [];
    // A few tabs at once keep the sweep short; each tab visits routes one after another.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        const page = await context.newPage();
        for (let route = queue.shift(); route; route = queue.shift()) {
          const { violations, policy } = await visit(page, route.path);
          assert.ok(policy?.includes("script-src 'self'"), `${route.path}: served without the CSP`);
          found.push(...violations.map((violation) => `${route.path}: ${violation}`));
        }
      }),
    );
    assert.deepEqual(found, []);
  });
}

test('the policy really blocks what it does not allow (the watcher is not blind)', async () => {
  const context = await harness.context('desktop');
  await watchViolations(context);
  const page = await context.newPage();
  await page.goto(`${harness.origin}${paths.home}`, { waitUntil: 'load' });
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  assert.equal(ran, false, 'an injected inline script must not run');
  assert.ok(((await page.evaluate(() => window.cspViolations)) ?? []).some((violation) => violation.startsWith('script-src')));
});

test('an unknown URL outside every folder of the site still gets the public policy, from the 404 page itself', async () => {
  const context = await harness.context('desktop');
  await watchViolations(context);
  const page = await context.newPage();
  const { violations } = await visit(page, '/no-such-top-level-page/');
  assert.deepEqual(violations, []);
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const served = (await fetch(`${harness.origin}/404.html`)).headers.get('content-security-policy') ?? '';
  assert.ok(served.includes("frame-ancestors 'none'"));
  assert.equal(meta, served.split('; ').filter((directive) => !directive.startsWith('frame-ancestors')).join('; '), 'the header policy, less what a <meta> cannot carry');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  assert.equal(ran, false, 'an injected inline script must not run there either');
});
