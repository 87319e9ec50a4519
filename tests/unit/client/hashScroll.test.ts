import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { HASH_SCROLL_ATTEMPTS, HASH_SCROLL_INTERVAL_MS, scrollOnNavigation, scrollToHash } from '../../../src/client/hashScroll.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';

let window: TestWindow;
let lookups: number;
const windows: TestWindow[] = [];

function open(options: Parameters<typeof createWindow>[0] = {}) {
  window = createWindow(options);
  windows.push(window);
  lookups = 0;
  const getElementById = window.document.getElementById.bind(window.document);
  window.document.getElementById = (id: string) => {
    lookups += 1;
    return getElementById(id);
  };
}

/** Adds the section `id` to the page, recording how it is scrolled into view. */
function addSection(id: string) {
  const section = window.document.createElement('section');
  section.id = id;
  window.document.body.append(section);
  return mock.method(section, 'scrollIntoView', () => {});
}

/** Whether `promise` has settled, after letting pending callbacks run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
afterEach(async () => {
  mock.timers.reset();
  mock.restoreAll();
  await Promise.all(windows.splice(0).map((opened) => opened.happyDOM.close()));
});

/**
 * Moves the clock on `ms` milliseconds, 1 ms at a time: Node 20's `tick` does not run a timer that
 * a callback schedules within the same tick, and each retry schedules the next.
 */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1) mock.timers.tick(1);
}

describe('hash scrolling', () => {
  it('retries up to 10 times at 50 ms (SPEC.md §2)', () => {
    assert.equal(HASH_SCROLL_ATTEMPTS, 10);
    assert.equal(HASH_SCROLL_INTERVAL_MS, 50);
  });

  it('scrolls smoothly to a section that is already there, at once', async () => {
    open();
    const scroll = addSection('approach');
    const target = await scrollToHash('#approach', { doc: window.document });
    assert.equal((target as Element).id, 'approach');
    assert.deepEqual(scroll.mock.calls.map((call) => call.arguments), [[{ behavior: 'smooth', block: 'start' }]]);
    assert.equal(lookups, 1);
  });

  it('finds a section that appears after the third attempt', async () => {
    open();
    const result = scrollToHash('#lead-strategy', { doc: window.document });
    advance(2 * 50);
    assert.equal(lookups, 3);
    const scroll = addSection('lead-strategy');
    assert.equal(await settled(result), false);
    advance(49);
    assert.equal(lookups, 3, 'no attempt before the 50 ms interval is up');
    advance(1);
    assert.equal(((await result) as Element).id, 'lead-strategy');
    assert.equal(lookups, 4);
    assert.equal(scroll.mock.callCount(), 1);
    assert.deepEqual(scroll.mock.calls[0]?.arguments, [{ behavior: 'smooth', block: 'start' }]);
  });

  it('gives up after exactly 10 attempts, 450 ms after the first, when the section never appears', async () => {
    open();
    const result = scrollToHash('#missing', { doc: window.document });
    advance(8 * 50);
    assert.equal(lookups, 9);
    assert.equal(await settled(result), false);
    advance(50);
    assert.equal(lookups, 10);
    assert.equal(await result, null);
    advance(10 * 50);
    assert.equal(lookups, 10, 'no attempt after giving up');
  });

  it('decodes the hash before looking the section up', async () => {
    open();
    addSection('café');
    assert.equal(((await scrollToHash('#caf%C3%A9', { doc: window.document })) as Element).id, 'café');
  });

  it('scrolls smoothly to the top when there is no hash', async () => {
    open();
    const scrollTo = mock.method(window, 'scrollTo', () => {});
    assert.equal(await scrollToHash('', { doc: window.document }), null);
    assert.deepEqual(scrollTo.mock.calls.map((call) => call.arguments), [[{ top: 0, behavior: 'smooth' }]]);
    assert.equal(lookups, 0);
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    open();
    const scroll = addSection('approach');
    const scrollTo = mock.method(window, 'scrollTo', () => {});
    await scrollToHash('#approach', { doc: window.document, reducedMotion: true });
    await scrollToHash('#', { doc: window.document, reducedMotion: true });
    assert.deepEqual(scroll.mock.calls[0]?.arguments, [{ behavior: 'auto', block: 'start' }]);
    assert.deepEqual(scrollTo.mock.calls[0]?.arguments, [{ top: 0, behavior: 'auto' }]);
  });
});

describe('hash scrolling on page load', () => {
  it('scrolls to the hash of a fresh navigation, honouring the reduced-motion setting', () => {
    open({ url: 'https://www.halegrowth.example/services/lead-generation/#lead-nurturing', prefersReducedMotion: 'reduce' });
    const scroll = addSection('lead-nurturing');
    scrollOnNavigation(window);
    assert.deepEqual(scroll.mock.calls.map((call) => call.arguments), [[{ behavior: 'auto', block: 'start' }]]);
  });

  it('leaves back/forward and reload to the browser\'s own scroll restoration', () => {
    for (const type of ['back_forward', 'reload']) {
      open({ url: 'https://www.halegrowth.example/#approach' });
      const scroll = addSection('approach');
      mock.method(window.performance, 'getEntriesByType', () => [{ type }]);
      scrollOnNavigation(window);
      assert.equal(scroll.mock.callCount(), 0, type);
      mock.restoreAll();
    }
  });

  it('does nothing without a hash: a fresh page already starts at the top', () => {
    open({ url: 'https://www.halegrowth.example/pricing/' });
    const scrollTo = mock.method(window, 'scrollTo', () => {});
    scrollOnNavigation(window);
    assert.equal(scrollTo.mock.callCount(), 0);
    assert.equal(lookups, 0);
  });
});
