/**
 * End-to-end harness: serves the built site (TEST_DIST, default dist/) with `npm start`'s host on a
 * free port and opens pages in Debian's Chromium. `scripts/test.ts` builds dist/ before e2e runs.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { headerDom } from '../../src/components/header/headerDom.ts';
import { startStaticServer } from '../../src/server/staticHost.ts';
import { launchChromium } from './browser.ts';

export const distDir = path.resolve(process.env.TEST_DIST ?? 'dist');

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
  narrow: { width: 320, height: 640 },
} as const;
export type ViewportName = keyof typeof viewports;

export interface SiteHarness {
  /** `http://127.0.0.1:<port>` of the served dist/. */
  readonly origin: string;
  readonly browser: Browser;
  /** A fresh context (closed after the file's tests) at a named viewport. */
  context(viewport?: ViewportName, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Opens `pathname` in a fresh page and records console errors and failed own-origin requests. */
  open(pathname: string, viewport?: ViewportName, options?: BrowserContextOptions): Promise<OpenedPage>;
}

export interface OpenedPage {
  page: Page;
  status: number;
  /** Console errors and own-origin request failures seen so far. */
  problems: string[];
}

/** Registers before/after hooks for a test file and returns the harness (usable inside tests). */
export function useSite(): SiteHarness {
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  let browser: Browser | undefined;
  let origin = '';
  const contexts: BrowserContext[] = [];

  before(async () => {
    server = await startStaticServer(distDir, 0);
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });
  after(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const harness: SiteHarness = {
    get origin() {
      return origin;
    },
    get browser() {
      if (!browser) throw new Error('useSite(): browser not started; call harness methods inside tests');
      return browser;
    },
    async context(viewport = 'desktop', options = {}) {
      const context = await harness.browser.newContext({ viewport: viewports[viewport], ...options });
      contexts.push(context);
      return context;
    },
    async open(pathname, viewport = 'desktop', options = {}) {
      const context = await harness.context(viewport, options);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (request.url().startsWith(origin)) problems.push(`request failed: ${request.url()}`);
      });
      page.on('response', (response) => {
        const url = response.url();
        if (url.startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== 'document') {
          problems.push(`HTTP ${response.status()}: ${url}`);
        }
      });
      const response = await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
      return { page, status: response?.status() ?? 0, problems };
    },
  };
  return harness;
}

/** Resolves after the page's next two animation frames: time to render what just changed. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits for the page's script (src/client/main.ts) to have run: it starts just after the first paint. */
export async function untilScripted(page: Page): Promise<void> {
  await page.locator(`[${headerDom.servicesMenuAttr}][${headerDom.enhancedAttr}]`).waitFor({ state: 'attached' });
}
