import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromiumArgs, chromiumPath, firefoxPath } from '../browser.ts';
import { callExpression, type EngineDriver, type InputSource, type PageFunction, type Viewport } from './types.ts';

/** The BiDi browsing context puppeteer keeps behind a page: it takes W3C actions as they are. */
interface BrowsingContext {
  performActions(actions: InputSource[]): Promise<void>;
  navigate(url: string, wait: 'none'): Promise<void>;
  reload(options: { wait: 'none' }): Promise<void>;
  setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
  setTouchOverride(maxTouchPoints: number | null): Promise<void>;
}

/** Set on a document the driver is leaving: the next page is in once a document without it has loaded. */
const leavingMark = '__engineDriverLeaving';

/**
 * Navigates with `start` and waits until a new document has fired its load event. The driver asks
 * the page itself rather than follow the protocol's navigation events: in Chromium's BiDi mapper a
 * navigation to the URL already shown sometimes never reported its load, and every later one timed out.
 */
async function navigate(page: Page, start: () => Promise<void>): Promise<void> {
  await page.evaluate(`window.${leavingMark} = true`);
  await start();
  const deadline = Date.now() + 60_000;
  for (;;) {
    const arrived = await page.evaluate(`!window.${leavingMark} && document.readyState === 'complete'`).catch(() => false);
    if (arrived) return;
    if (Date.now() > deadline) throw new Error(`the page did not load: ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const firefoxPrefs = {
  // No outside network here: keep Firefox from reaching for updates, telemetry and remote settings.
  'app.update.disabledForTesting': true,
  'browser.region.network.url': '',
  'services.settings.server': 'http://127.0.0.1:9/',
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'toolkit.telemetry.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  // Let the page's own Copy Link write to the clipboard under a test's click, as a person's would.
  'dom.events.asyncClipboard.clipboardItem': true,
};

function evaluateIn<Args extends unknown[], Result>(page: Page, fn: PageFunction<Args, Result>, ...args: Args): Promise<Result> {
  return page.evaluate(callExpression(fn as PageFunction<unknown[], unknown>, args)) as Promise<Result>;
}

/** Debian's Chromium or Firefox ESR, over WebDriver BiDi. */
export async function launchBidiDriver(engine: 'chromium' | 'firefox'): Promise<EngineDriver> {
  const browser: Browser =
    engine === 'firefox'
      ? await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, extraPrefsFirefox: firefoxPrefs })
      : await puppeteer.launch({
          browser: 'chrome',
          protocol: 'webDriverBiDi',
          executablePath: chromiumPath,
          headless: true,
          args: chromiumArgs.filter((arg) => !arg.startsWith('--headless')),
        });
  const version = await browser.version();
  const page: Page = await browser.newPage();
  const context = () => (page.mainFrame() as unknown as { browsingContext: BrowsingContext }).browsingContext;
  let hasTouch = false;

  return {
    engine,
    version,
    open: (url) => navigate(page, () => context().navigate(url, 'none')),
    reload: () => navigate(page, () => context().reload({ wait: 'none' })),
    evaluate: (fn, ...args) => evaluateIn(page, fn, ...args),
    async perform(sources) {
      await context().performActions(sources);
    },
    // Straight to the protocol: puppeteer's setViewport reloads the page when touch changes, and
    // waits for that reload through the navigation events this driver does not trust (see navigate).
    // The next page opened has the touch screen or not; every test opens one after resizing.
    async resize({ width, height, touch = false }: Viewport) {
      await context().setViewport({ viewport: { width, height } });
      if (touch !== hasTouch) {
        await context()
          .setTouchOverride(touch ? 1 : null)
          .catch((error: Error) => {
            // Where the browser lacks the command (as puppeteer allows), touch actions still work.
            if (!/unknown command|unsupported operation/.test(error.message)) throw error;
          });
        hasTouch = touch;
      }
    },
    async screenshot() {
      return Buffer.from(await page.screenshot({ type: 'png' }));
    },
    async openInBackground(url) {
      const tab = await browser.newPage({ background: true });
      await tab.goto(url, { waitUntil: 'load' });
      return {
        evaluate: (fn, ...args) => evaluateIn(tab, fn, ...args),
        show: () => tab.bringToFront(),
        close: () => tab.close(),
      };
    },
    async close() {
      await browser.close();
    },
  };
}
