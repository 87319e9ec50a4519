import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { format } from 'node:util';
import { useEffect, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateIsland, hydrateIslands } from '../../../src/client/hydrate.ts';
import type { IslandLoaders } from '../../../src/client/islandLoaders.ts';
import { SiteHeader } from '../../../src/islands/header/SiteHeader.tsx';
import { islandAttr } from '../../../src/islands/attributes.ts';
import type { IslandName } from '../../../src/islands/types.ts';
import { headerProps } from '../../../src/navigation.ts';
import { createWindow, installGlobalWindow, type TestWindow } from '../../support/dom.ts';

/** Like the header's menu: a link before hydration, a button once live, counting its presses. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const text = `${label}: ${presses}`;
  return live ? (
    <button type="button" data-hydrate-replay="count" onClick={() => setPresses((count) => count + 1)}>
      {text}
    </button>
  ) : (
    <a href="#site-map" data-hydrate-replay="count">
      {text}
    </a>
  );
}

function Broken(): never {
  throw new Error('the island broke');
}

const islandNames: IslandName[] = ['header', 'loadMore', 'shareMenu', 'scrollProgress', 'toaster'];
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
  // Islands stay mounted (as on a page): let React finish the work it scheduled before the window goes.
  await new Promise((resolve) => setTimeout(resolve, 50));
  mock.restoreAll();
  restoreGlobals();
  await window.happyDOM.close();
});

/** An island marker holding the server HTML of `html`, as the build writes it. */
function island(html: string, props: object, name: IslandName = 'header'): HTMLElement {
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

const counterText = (element: HTMLElement) => element.querySelector('[data-hydrate-replay]')?.textContent;
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
      logged().some((line) => line.includes('Island "header" failed to hydrate; its server HTML stays in place.') && line.includes('the island broke')),
      logged().join('\n'),
    );
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
  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('on idle, prefetches every island\'s scripts once each and hydrates none', async () => {
    const props = { label: 'Idle' };
    const first = island(renderToString(<Counter {...props} />), props);
    first.setAttribute(islandAttr.prefetch, '/assets/react-a.js /assets/header-b.js');
    const second = island(renderToString(<Counter {...props} />), props, 'loadMore');
    second.setAttribute(islandAttr.prefetch, '/assets/react-a.js /assets/load-more-c.js');
    let idleCallback: (() => void) | undefined;
    hydrateIslands(window.document, loadersFor(Counter), (callback) => (idleCallback = callback));
    assert.equal(window.document.querySelectorAll('link').length, 0, 'nothing is fetched before idle');
    idleCallback!();
    const links = [...window.document.head.querySelectorAll('link')];
    assert.deepEqual(
      links.map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('crossorigin'), link.getAttribute('href')]),
      [
        ['prefetch', 'script', 'anonymous', '/assets/react-a.js'],
        ['prefetch', 'script', 'anonymous', '/assets/header-b.js'],
        ['prefetch', 'script', 'anonymous', '/assets/load-more-c.js'],
      ],
    );
    await settle();
    assert.equal(first.hasAttribute(islandAttr.hydrated) || second.hasAttribute(islandAttr.hydrated), false, 'idle runs no island code');
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
      const other = island(renderToString(<Counter {...props} />), props, 'loadMore');
      hydrateIslands(window.document, loadersFor(Counter), () => {});
      await settle();
      assert.equal(reached.hasAttribute(islandAttr.hydrated), false, 'nothing hydrates before an interaction');
      reached.querySelector('a')!.dispatchEvent(make());
      await until(() => reached.hasAttribute(islandAttr.hydrated), `hydration started by ${type}`);
      await settle();
      assert.equal(other.hasAttribute(islandAttr.hydrated), false, 'the other island waits for its own interaction');
    });
  }

  it('hydrates at once an island that already holds keyboard focus when the entry starts', async () => {
    const props = { label: 'Early' };
    const element = island(renderToString(<Counter {...props} />), props);
    element.querySelector('a')!.focus();
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    await until(() => element.hasAttribute(islandAttr.hydrated), 'hydration of the focused island');
  });

  it('hydrates the toaster together with the share menu, whose toasts it shows', async () => {
    const props = { label: 'Share' };
    const share = island(renderToString(<Counter {...props} />), props, 'shareMenu');
    const toaster = island(renderToString(<Counter {...props} />), props, 'toaster');
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    share.querySelector('a')!.dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }));
    await until(() => share.hasAttribute(islandAttr.hydrated) && toaster.hasAttribute(islandAttr.hydrated), 'both islands');
  });

  it('keeps keyboard focus on a control that hydration swaps for its live button', async () => {
    const props = { label: 'Focus' };
    const element = island(renderToString(<Counter {...props} />), props);
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    element.querySelector('a')!.focus();
    await until(() => element.hasAttribute(islandAttr.hydrated), 'hydration started by focus');
    const active = window.document.activeElement;
    assert.equal(active?.tagName, 'BUTTON', `focus is on ${active?.tagName}`);
    assert.equal(active?.getAttribute(islandAttr.replay), 'count');
  });

  it('replays a tap that came before hydration on the live control, once', async () => {
    const props = { label: 'Menu' };
    const element = island(renderToString(<Counter {...props} />), props);
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    const early = element.querySelector('a')!;
    const tap = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    early.dispatchEvent(tap);
    assert.ok(tap.defaultPrevented, 'the no-JS link is not followed');
    await until(() => element.hasAttribute(islandAttr.hydrated), 'hydration started by the tap');
    await until(() => counterText(element) === 'Menu: 1', 'the replayed tap');
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(counterText(element), 'Menu: 1', 'replayed exactly once');
    assert.equal(window.location.hash, '', 'the page did not jump to the site map');
  });

  it('opens the header drawer for a tap on Menu that came before hydration', async () => {
    const props = headerProps('/');
    const element = island(renderToString(<SiteHeader {...props} />), props);
    hydrateIslands(window.document, loadersFor(SiteHeader), () => {});
    const tap = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('a[href="#site-map"]')!.dispatchEvent(tap);
    await until(() => element.querySelector('#site-drawer')?.getAttribute('data-open') === 'true', 'the drawer to open');
    assert.equal(element.querySelector('button[aria-controls="site-drawer"]')?.getAttribute('aria-expanded'), 'true');
    assert.equal(window.location.hash, '');
  });

  it('hydrates an island that follows the scroll on the first scroll, and only that one', async () => {
    const props = { label: 'Progress' };
    const follower = island(renderToString(<Counter {...props} />), props, 'scrollProgress');
    follower.setAttribute(islandAttr.hydrateOnScroll, '');
    const other = island(renderToString(<Counter {...props} />), props);
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    window.dispatchEvent(new window.Event('scroll'));
    await until(() => follower.hasAttribute(islandAttr.hydrated), 'the scroll-following island');
    assert.equal(other.hasAttribute(islandAttr.hydrated), false, 'the others wait for an interaction');
  });

  it('hydrates an island that follows the scroll at once on a page that opens scrolled', async () => {
    const props = { label: 'Progress' };
    const follower = island(renderToString(<Counter {...props} />), props, 'scrollProgress');
    follower.setAttribute(islandAttr.hydrateOnScroll, '');
    window.scrollTo(0, 400);
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    await until(() => follower.hasAttribute(islandAttr.hydrated), 'the scroll-following island');
  });

  it('hydrates an island that expects touch on the first touch anywhere on the page, and only that one', async () => {
    const props = { label: 'Menu' };
    const expectant = island(renderToString(<Counter {...props} />), props, 'header');
    expectant.setAttribute(islandAttr.hydrateOnTouch, '');
    const other = island(renderToString(<Counter {...props} />), props, 'loadMore');
    const started: string[] = [];
    hydrateIslands(window.document, loadersFor(Counter, (name) => started.push(name)), () => {});
    window.dispatchEvent(new window.Event('scroll'));
    assert.deepEqual(started, [], 'a scroll without touch (a mouse wheel) does not wake it');
    window.document.body.dispatchEvent(new window.Event('touchstart', { bubbles: true }));
    await until(() => expectant.hasAttribute(islandAttr.hydrated), 'the island that expects touch');
    assert.equal(other.hasAttribute(islandAttr.hydrated), false, 'the others wait for an interaction');
  });

  it('does not hold taps on controls that need no replay', async () => {
    const props = { label: 'Other' };
    const element = island(`<p><a href="/pricing/">Pricing</a></p>${renderToString(<Counter {...props} />)}`, props);
    hydrateIslands(window.document, loadersFor(Counter), () => {});
    const tap = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    element.querySelector('a[href="/pricing/"]')!.dispatchEvent(tap);
    assert.equal(tap.defaultPrevented, false);
  });
});
