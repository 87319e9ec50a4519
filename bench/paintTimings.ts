import type { Page } from 'playwright-core';

/** What a visitor saw paint, from the page's own performance entries. */
export interface PaintTimings {
  fcp: number;
  lcp: number;
  /** The largest paint's element, e.g. `h1 "Scale your business with us"`. */
  lcpElement: string;
  /** The font the largest text is drawn in once the page has settled (from the browser's layout). */
  lcpFont: string;
  /** Whether the web font was in use when the page first painted (it was loaded by then). */
  webFontAtFcp: boolean;
  /** When the web font finished loading (ms after navigation start), or null if it never did. */
  webFontLoaded: number | null;
  cls: number;
}

const webFontFamily = 'Inter Variable';

/**
 * Installed before the page's own scripts: records FCP, every LCP candidate (marking the last one so
 * the browser can be asked for its font), layout shifts and the moment the web font finished loading.
 * A string, so no bundler helper leaks into the page.
 */
export const paintTimingsScript = `(() => {
  const state = (window.__paint = { fcp: 0, lcp: 0, lcpElement: '(none)', cls: 0, webFontLoaded: null });
  const describe = (element) => {
    if (!element) return '(none)';
    const text = (element.textContent || element.getAttribute('alt') || '').trim().replace(/\\s+/g, ' ');
    return element.tagName.toLowerCase() + ' "' + (text.length > 48 ? text.slice(0, 47) + '…' : text) + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      document.querySelector('[data-bench-lcp]')?.removeAttribute('data-bench-lcp');
      entry.element?.setAttribute('data-bench-lcp', '');
      state.lcp = entry.startTime;
      state.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.fonts.addEventListener('loadingdone', (event) => {
    if (state.webFontLoaded === null && event.fontfaces.some((face) => face.family.replace(/['"]/g, '') === ${JSON.stringify(webFontFamily)})) {
      state.webFontLoaded = performance.now();
    }
  });
})();`;

interface PageState {
  fcp: number;
  lcp: number;
  lcpElement: string;
  cls: number;
  webFontLoaded: number | null;
}

/** The font the browser actually drew the largest paint's text with (DevTools' "Rendered fonts"). */
async function renderedFont(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-bench-lcp]' });
    if (!nodeId) return '(no element)';
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName).join(', ') || '(no text)';
  } catch {
    return '(unknown)';
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Reads the timings once the page has settled; needs `paintTimingsScript` installed before navigation. */
export async function readPaintTimings(page: Page): Promise<PaintTimings> {
  const state = await page.evaluate(() => (window as unknown as { __paint: PageState }).__paint);
  return {
    fcp: state.fcp,
    lcp: state.lcp,
    lcpElement: state.lcpElement,
    lcpFont: await renderedFont(page),
    webFontAtFcp: state.webFontLoaded !== null && state.webFontLoaded <= state.fcp,
    webFontLoaded: state.webFontLoaded,
    cls: state.cls,
  };
}
