/**
 * One way to drive every engine a visitor may use: Chromium and Firefox over WebDriver BiDi
 * (puppeteer-core), WebKitGTK over classic W3C WebDriver. Input is W3C WebDriver actions, which
 * both protocols take as they are, so a test moves a mouse, a finger, a pen or keys the same way in
 * each engine.
 */
type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
  /** A touch screen (a phone, a tablet) where the engine's driver can emulate one. */
  touch?: boolean;
}

export type PointerType = 'mouse' | 'pen' | 'touch';

type PointerAction =
  | { type: 'pointerMove'; x: number; y: number; duration?: number }
  | { type: 'pointerDown'; button: 0 }
  | { type: 'pointerUp'; button: 0 }
  | { type: 'pause'; duration: number };

type KeyAction = { type: 'keyDown'; value: string } | { type: 'keyUp'; value: string } | { type: 'pause'; duration: number };

export type InputSource =
  | { type: 'pointer'; id: string; parameters: { pointerType: PointerType }; actions: PointerAction[] }
  | { type: 'key'; id: string; actions: KeyAction[] };

/** A function run in the page: it is sent as source text, so it may use only its arguments and the page's globals. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's own version string. */
  readonly version: string;
  /** Navigates and resolves once the page's load event has fired. */
  open(url: string): Promise<void>;
  /** Reloads the page as the visitor's reload button does (the browser restores the scroll) and waits for its load event. */
  reload(): Promise<void>;
  /** Runs `fn` in the page and returns its JSON-serialisable result (awaiting a promise). */
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /**
   * Performs W3C input actions. The input state is kept between calls, as a hand stays where it
   * was: the next move starts from there (every press the tests make lets go of what it pressed).
   */
  perform(sources: InputSource[]): Promise<void>;
  /** Sets the size of the page's viewport (the layout viewport, in CSS pixels); a touch screen comes with the next page opened. */
  resize(viewport: Viewport): Promise<void>;
  /** A PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  /** Opens `url` in a new tab behind the current one, where the driver can (WebDriver BiDi). */
  openInBackground?(url: string): Promise<BackgroundTab>;
  close(): Promise<void>;
}

interface BackgroundTab {
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** Brings the tab to the front, as a visitor switching to it does. */
  show(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The expression that calls `fn` with `args` in the page. tsx compiles the tests keeping function
 * names through a `__name` helper that the page does not have, so the expression brings its own.
 */
export function callExpression(fn: PageFunction<unknown[], unknown>, args: unknown[]): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}
