/**
 * End-to-end harness: the built site (TEST_DIST, default dist/) served by `npm start`'s host, opened
 * in Debian's Chromium (its headless shell, and the browser for touch and hover). Under `npm test`
 * the server and both builds are the gate's own, shared by every file (./sharedSite.ts); a file run
 * alone starts its own. `scripts/test.ts` builds dist/ before e2e runs.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { headerDom } from '../../src/components/header/headerDom.ts';
import { startStaticServer } from '../../src/server/staticHost.ts';
import { connectChromium, launchChromium, type ChromiumBuild } from './browser.ts';
import { sharedSite } from './sharedSite.ts';

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
  /** Chromium's headless shell, where pages open. */
  readonly browser: Browser;
  /** A fresh context (closed after the file's tests) at a named viewport. */
  context(viewport?: ViewportName, options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * The same in the browser a visitor runs, for tests that tap: its touch leaves a hover behind on
   * what it touched, as a phone's does (the headless shell's does not; ./browser.ts). Started on
   * first use: a page there costs three times the CPU.
   */
  touchContext(viewport?: ViewportName, options?: BrowserContextOptions): Promise<BrowserContext>;
  /**
   * Opens `pathname` in a fresh page and records console errors and failed own-origin requests;
   * CSP violations are recorded from the document's start too (read them with `cspViolations`).
   */
  open(pathname: string, viewport?: ViewportName, options?: BrowserContextOptions): Promise<OpenedPage>;
  /**
   * `open`, once per file: the same page for every test that asks for this path at this viewport.
   * For tests that only read the page (no click, scroll, typing or resize); each fresh page costs a
   * renderer process and a first visit, about 0.9 s of CPU.
   */
  view(pathname: string, viewport?: ViewportName): Promise<OpenedPage>;
  /** `pathname` in a new page of `context` whose scripts never arrive: what a visitor has between the first paint and the script. */
  openWithoutScripts(context: BrowserContext, pathname: string): Promise<Page>;
}

interface OpenedPage {
  page: Page;
  status: number;
  /** The response headers of the document. */
  headers: Record<string, string>;
  /** Console errors and own-origin request failures seen so far. */
  problems: string[];
}

/** The gate's own browser of that build (./sharedSite.ts), or one of the file's own when it runs alone. */
function startChromium(build: ChromiumBuild): Promise<Browser> {
  const shared = sharedSite(build);
  return shared ? connectChromium(shared.browserEndpoint) : launchChromium(build);
}

/**
 * Registers before/after hooks for a test file and returns the harness (usable inside tests). Pages
 * open in Chromium's headless shell, which judges what they render for a quarter of the CPU; tests
 * that tap take a context in the browser, `touchContext`. A file that builds a site of its own
 * passes how to build it: the harness serves the folder that resolves to, once it is built.
 */
export function useSite(servedFolder?: () => Promise<string>): SiteHarness {
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  let browser: Browser | undefined;
  let touchBrowser: Promise<Browser> | undefined;
  let origin = '';
  const contexts: BrowserContext[] = [];
  const views = new Map<string, Promise<OpenedPage>>();

  before(async () => {
    const shared = servedFolder ? undefined : sharedSite('shell');
    if (shared) {
      origin = shared.origin;
    } else {
      server = await startStaticServer((await servedFolder?.()) ?? distDir, 0);
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
    browser = await startChromium('shell');
  });
  after(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    // A shared browser is only let go of (it serves the other files); an own one is closed.
    await Promise.all([browser?.close(), touchBrowser?.then((started) => started.close())]);
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
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
    async touchContext(viewport = 'desktop', options = {}) {
      touchBrowser ??= startChromium('browser');
      const context = await (await touchBrowser).newContext({ viewport: viewports[viewport], ...options });
      contexts.push(context);
      return context;
    },
    async open(pathname, viewport = 'desktop', options = {}) {
      const context = await harness.context(viewport, options);
      await context.addInitScript(recordCspViolations);
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
      return { page, status: response?.status() ?? 0, headers: response?.headers() ?? {}, problems };
    },
    view(pathname, viewport = 'desktop') {
      const key = `${viewport} ${pathname}`;
      const opened = views.get(key) ?? harness.open(pathname, viewport);
      views.set(key, opened);
      return opened;
    },
    async openWithoutScripts(context, pathname) {
      const page = await context.newPage();
      await page.route(/\.js$/, (route) => route.abort());
      await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
      return page;
    },
  };
  return harness;
}

declare global {
  interface Window {
    cspViolations?: string[];
    afterNextEvent?: Promise<void>;
  }
}

/** Run before any of the page's own scripts: writes down every violation of the page's policy. */
function recordCspViolations(): void {
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
  });
}

/** The policy violations of a page `harness.open` opened, so far. */
export async function cspViolations(page: Page): Promise<string[]> {
  return (await page.evaluate(() => window.cspViolations)) ?? ['the violation recorder is missing'];
}

/** Resolves after the page's next two animation frames: time to render what just changed. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Does `act` and resolves once the page has handled the `type` event it caused and drawn two
 * frames after it: by then anything that event changes (a scroll, a toggle) shows, so a test can
 * assert that nothing changed without sleeping a fixed time.
 */
export async function afterNextEvent(page: Page, type: 'wheel' | 'click', act: () => Promise<void>): Promise<void> {
  await page.evaluate((eventType) => {
    window.afterNextEvent = new Promise((resolve) =>
      window.addEventListener(eventType, () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true, passive: true }),
    );
  }, type);
  await act();
  await page.evaluate(() => window.afterNextEvent);
}

/**
 * Waits until the page's script has run and the browser has had two idle periods since the load:
 * by then everything the page schedules for later (src/client/afterLoad.ts: idleAfterLoad, and
 * what that work queues in turn) has run, so a test can assert what did not happen on its own.
 */
export async function untilIdleAfterLoad(page: Page): Promise<void> {
  await untilScripted(page);
  // No named function inside: tsx would wrap it in a helper the page does not have.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/**
 * Waits until the page has painted its content: a person points at or taps what the screen shows,
 * and input given to a page laid out but not drawn yet can meet nothing on a loaded machine.
 */
export async function untilPainted(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

/** Waits for the page's script (src/client/main.ts) to have run: it starts a second after the page has painted and loaded. */
export async function untilScripted(page: Page): Promise<void> {
  await page.locator(`[${headerDom.servicesMenuAttr}][${headerDom.enhancedAttr}]`).waitFor({ state: 'attached' });
}
