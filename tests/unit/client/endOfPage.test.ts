import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { keepJumpsToTheEnd } from '../../../src/client/endOfPage.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';

type Resized = (entries: { borderBoxSize: { blockSize: number }[] }[]) => void;

describe('a jump to the end of a page whose blocks are drawn as they come near', () => {
  let window: TestWindow;
  let pageHeight: number;
  let scrollY: number;
  let jumps: ScrollToOptions[];
  let resized: Resized;
  const realResizeObserver = globalThis.ResizeObserver;

  beforeEach(() => {
    window = createWindow();
    [pageHeight, scrollY, jumps] = [3000, 0, []];
    Object.defineProperty(window, 'innerHeight', { get: () => 800 });
    Object.defineProperty(window, 'scrollY', { get: () => scrollY });
    Object.defineProperty(window.document.documentElement, 'scrollHeight', { get: () => pageHeight });
    window.scrollTo = ((options: ScrollToOptions) => jumps.push(options)) as typeof window.scrollTo;
    // The browser's observer, driven by the test: it reports the body's height as a layout would.
    globalThis.ResizeObserver = class {
      constructor(callback: Resized) {
        resized = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    keepJumpsToTheEnd(window);
    resized([{ borderBoxSize: [{ blockSize: pageHeight }] }]);
  });

  afterEach(() => {
    globalThis.ResizeObserver = realResizeObserver;
    window.happyDOM.close();
  });

  const scrollTo = (y: number) => {
    scrollY = y;
    window.dispatchEvent(new window.Event('scroll'));
  };
  const scrollEnds = () => window.dispatchEvent(new window.Event('scrollend'));

  it('is taken on to the end when the page grew before the scroll reported its first step', () => {
    // A smooth scroll aimed at the end as it was (3000 - 800); a block above is drawn taller first.
    pageHeight = 3400;
    for (const y of [600, 1400, 2200]) scrollTo(y);
    scrollEnds();
    assert.deepEqual(jumps, [{ top: 2600, behavior: 'instant' }]);
  });

  it('leaves a scroll that stops partway where it stopped', () => {
    pageHeight = 3400;
    for (const y of [600, 1000]) scrollTo(y);
    scrollEnds();
    assert.deepEqual(jumps, []);
  });
});
