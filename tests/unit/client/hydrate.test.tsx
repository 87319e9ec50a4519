import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { format } from 'node:util';
import { useEffect, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { hydrateIsland, hydrateIslands, wakeIsland } from '../../../src/client/hydrate.ts';
import type { IslandLoaders } from '../../../src/islands/islands.ts';
import { islandAttr } from '../../../src/islands/attributes.ts';
import type { IslandName } from '../../../src/islands/islands.ts';
import { createWindow, installGlobalWindow, type TestWindow } from '../../support/dom.ts';

/** A live control once hydrated (a plain link before), counting its presses. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const text = `${label}: ${presses}`;
  return live ? (
    <button type="button" data-counter="" onClick={() => setPresses((count) => count + 1)}>
      {text}
    </button>
  ) : (
    <a href="#notifications" data-counter="">
      {text}
    </a>
  );
}

function Broken(): never {
  throw new Error('the island broke');
}

const islandNames: IslandName[] = ['toaster'];
/** Loaders that give `component` for every island name, telling `onLoad` which island asked. */
const loadersFor = (component: ComponentType<never>, onLoad: (name: IslandName) => void = () => {}) =>
  Object.fromEntries(islandNames.map((name) => [name, async () => (onLoad(name), component)])) as unknown as IslandLoaders;

let window: TestWindow;
let restoreGlobals: () => void;
let consoleErrors: ReturnType<typeof mock.method>;

beforeEach(() => {
  window = createWindow({ url: 'https://www.halegrowth.example/' });
  restoreGlobals = installGlobalWindow(window, { act: false });
  consoleErrors = mock.method(console, 'error', () => {});
});
afterEach(async () => {
  // Islands stay mounted (as on a page): React's scheduler runs the work it queued (a failed
  // hydration's unmount included) before a task of the lowest priority, so the window goes after it.
  await new Promise((resolve) => unstable_scheduleCallback(unstable_IdlePriority, resolve));
  mock.restoreAll();
  restoreGlobals();
  await window.happyDOM.close();
});

/** An island marker holding the server HTML of `html`, as the build writes it. */
function island(html: string, props: object, name: IslandName = 'toaster'): HTMLElement {
  const element = window.document.createElement('div');
  element.setAttribute(islandAttr.name, name);
  element.setAttribute(islandAttr.props, JSON.stringify(props));
  element.innerHTML = html;
  window.document.body.append(element);
  return element;
}

/** Waits for `condition`, letting React's scheduler and promises run. */
async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 3000) assert.fail(`timed out waiting for ${what}: ${window.document.body.innerHTML} ${window.location.href}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const counterText = (element: HTMLElement) => element.querySelector('[data-counter]')?.textContent;
const logged = () => consoleErrors.mock.calls.map((call) => format(...call.arguments));

describe('island hydration', () => {
  it('makes the server HTML live, then marks the island hydrated', async () => {
    const props = { label: 'Presses' };
    const element = island(renderToString(<Counter {...props} />), props);
    await hydrateIsland(element, loadersFor(Counter));
    assert.ok(element.hasAttribute(islandAttr.hydrated));
    const button = element.querySelector('button');
    assert.ok(button, 'the live control replaced the no-JS link');
    button.click();
    await until(() => counterText(element) === 'Presses: 1', 'the press to count');
    assert.deepEqual(logged(), []);
  });

  it('leaves the server HTML in place when the island throws, marks it failed and logs why', async () => {
    const serverHtml = '<nav aria-label="Main"><a href="/pricing/">Pricing</a></nav>';
    const element = island(serverHtml, {});
    await hydrateIsland(element, loadersFor(Broken));
    assert.equal(element.innerHTML, serverHtml);
    assert.ok(element.hasAttribute(islandAttr.failed));
    assert.ok(!element.hasAttribute(islandAttr.hydrated));
    assert.ok(
      logged().some((line) => line.includes('Island "toaster" failed to hydrate; its server HTML stays in place.') && line.includes('the island broke')),
      logged().join('\n'),
    );
  });

  it('leaves the server HTML in place when its code cannot load, marks it failed and warns without an error', async () => {
    const warnings = mock.method(console, 'warn', () => {});
    const serverHtml = '<section aria-label="Notifications"></section>';
    const element = island(serverHtml, {});
    const offline = { toaster: () => Promise.reject(new TypeError('error loading dynamically imported module: /assets/Toaster-x.js')) } as unknown as IslandLoaders;
    await hydrateIsland(element, offline);
    assert.equal(element.innerHTML, serverHtml);
    assert.ok(element.hasAttribute(islandAttr.failed));
    assert.deepEqual(logged(), [], 'nothing logged as an error');
    assert.match(format(...(warnings.mock.calls[0]?.arguments ?? [])), /Island "toaster" could not load its code; .*error loading dynamically imported module/s);
  });

  it('logs an island the client does not know and leaves it alone', async () => {
    const element = island('<p>Static</p>', {});
    element.setAttribute(islandAttr.name, 'carousel');
    await hydrateIsland(element, loadersFor(Counter));
    assert.equal(element.innerHTML, '<p>Static</p>');
    assert.deepEqual(logged(), ['Unknown island "carousel"']);
  });
});

describe('hydration on first interaction, prefetching on idle', () => {
  // An island's hydration starts by calling its loader, at once, from whatever starts it: an event
  // listener, or a timer or idle callback of the window. Once the window has run every callback it
  // had pending, an island whose loader was not called is not hydrating, nor will it on its own.
  const settle = () => window.happyDOM.waitUntilComplete();

  it('on idle, prefetches every island\'s scripts once each and hydrates none', async () => {
    const props = { label: 'Idle' };
    const first = island(renderToString(<Counter {...props} />), props);
    first.setAttribute(islandAttr.prefetch, '/assets/react-a.js /assets/toaster-b.js');
    const second = island(renderToString(<Counter {...props} />), props);
    second.setAttribute(islandAttr.prefetch, '/assets/react-a.js /assets/sonner-c.js');
    let idleCallback: (() => void) | undefined;
    const loads: IslandName[] = [];
    hydrateIslands(window.document, loadersFor(Counter, (name) => loads.push(name)), (callback) => (idleCallback = callback));
    assert.equal(window.document.querySelectorAll('link').length, 0, 'nothing is fetched before idle');
    idleCallback!();
    const links = [...window.document.head.querySelectorAll('link')];
    // happy-dom, like WebKit, has no rel=prefetch, so the scripts are preloaded (src/client/prefetch.ts).
    assert.deepEqual(
      links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')]),
      [
        ['preload', 'script', 'anonymous', '/assets/react-a.js'],
        ['preload', 'script', 'anonymous', '/assets/toaster-b.js'],
        ['preload', 'script', 'anonymous', '/assets/sonner-c.js'],
      ],
    );
    await settle();
    assert.deepEqual(loads, [], 'idle runs no island code');
    assert.equal(first.hasAttribute(islandAttr.hydrated) || second.hasAttribute(islandAttr.hydrated), false, 'and hydrates no island');
  });

  for (const [type, make] of [
    ['pointerover', () => new window.PointerEvent('pointerover', { bubbles: true })],
    ['pointerdown', () => new window.PointerEvent('pointerdown', { bubbles: true })],
    ['focusin', () => new window.FocusEvent('focusin', { bubbles: true })],
    ['keydown', () => new window.KeyboardEvent('keydown', { bubbles: true, key: 'Tab' })],
  ] as const) {
    it(`hydrates an island on the first ${type} inside it, and only that island`, async () => {
      const props = { label: type };
      const reached = island(renderToString(<Counter {...props} />), props);
      const other = island(renderToString(<Counter {...props} />), props);
      const loads: IslandName[] = [];
      hydrateIslands(window.document, loadersFor(Counter, (name) => loads.push(name)), () => {});
      await settle();
      assert.deepEqual(loads, [], 'nothing hydrates before an interaction');
      assert.equal(reached.hasAttribute(islandAttr.hydrated), false);
      reached.querySelector('a')!.dispatchEvent(make());
      await until(() => reached.hasAttribute(islandAttr.hydrated), `hydration started by ${type}`);
      await settle();
      // Both islands are toasters: the other one's hydration would have called the loader a second time.
      assert.deepEqual(loads, ['toaster'], 'the other island waits for its own interaction');
      assert.equal(other.hasAttribute(islandAttr.hydrated), false);
    });
  }

  it('hydrates at once an island that already holds keyboard focus when the entry starts', async () => {
    const props = { label: 'Early' };
    const element = island(renderToString(<Counter {...props} />), props);
    element.querySelector('a')!.focus();
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    await until(() => element.hasAttribute(islandAttr.hydrated), 'hydration of the focused island');
  });

  it('hydrates an island once, however often and from wherever the page asks for it', async () => {
    const props = { label: 'Toasts' };
    const element = island(renderToString(<Counter {...props} />), props);
    const loads: IslandName[] = [];
    const loaders = loadersFor(Counter, (name) => loads.push(name));
    hydrateIslands(window.document, loaders, () => {});
    await Promise.all([wakeIsland(element, loaders), wakeIsland(element, loaders)]);
    element.querySelector('a, button')!.dispatchEvent(new window.PointerEvent('pointerover', { bubbles: true }));
    await wakeIsland(element, loaders);
    assert.ok(element.hasAttribute(islandAttr.hydrated));
    assert.deepEqual(loads, ['toaster'], 'its chunk was loaded once');
  });
});
