/** happy-dom documents for unit tests of browser code. */
import { Window } from 'happy-dom';

/** The browser `Window` the code under test expects, plus happy-dom's controls and the event classes tests create. */
export type TestWindow = globalThis.Window & Pick<typeof globalThis, 'Event' | 'FocusEvent' | 'KeyboardEvent' | 'MouseEvent' | 'PointerEvent'> & Pick<Window, 'happyDOM'>;

export interface DomOptions {
  url?: string;
  html?: string;
  /** `'reduce'` answers `(prefers-reduced-motion: reduce)` with true. */
  prefersReducedMotion?: 'reduce' | 'no-preference';
}

/** A fresh window on `url` whose body holds `html`. Close it with `window.happyDOM.close()`. */
export function createWindow({ url = 'https://www.halegrowth.example/', html = '', prefersReducedMotion = 'no-preference' }: DomOptions = {}): TestWindow {
  // Links and location changes update the URL without loading another page.
  const window = new Window({ url, settings: { device: { prefersReducedMotion }, navigation: { disableMainFrameNavigation: true } } });
  window.document.body.innerHTML = html;
  return window as unknown as TestWindow;
}

/** The first element matching `selector` in `html`, parsed as a visitor's browser would. */
export function parseElement(html: string, selector: string): HTMLElement {
  const window = createWindow({ html });
  const element = window.document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`No ${selector} in ${html}`);
  return element;
}

/** Globals React DOM and the islands read. */
const globalNames = [
  'window',
  'document',
  'navigator',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLIFrameElement',
  'Event',
  'KeyboardEvent',
  'MouseEvent',
  'FocusEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  // The page's timers are the window's, as in a browser: happy-dom's waitUntilComplete() then waits for them too.
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Makes `window` the page code runs in: its `window`, `document` and DOM classes become globals.
 * With `act`, React expects updates wrapped in `act()`; without it, React schedules them itself,
 * as in a browser. Returns the function that puts the previous globals back.
 */
export function installGlobalWindow(window: TestWindow, { act }: { act: boolean }): () => void {
  const scope = globalThis as Record<string, unknown>;
  const previous = new Map([...globalNames, 'IS_REACT_ACT_ENVIRONMENT'].map((name) => [name, Object.getOwnPropertyDescriptor(scope, name)]));
  for (const name of globalNames) {
    const value = name === 'window' ? window : (window as unknown as Record<string, unknown>)[name];
    Object.defineProperty(scope, name, { value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(window) : value, configurable: true, writable: true });
  }
  scope.IS_REACT_ACT_ENVIRONMENT = act;
  return () => {
    for (const [name, descriptor] of previous) {
      if (descriptor) Object.defineProperty(scope, name, descriptor);
      else delete scope[name];
    }
  };
}
