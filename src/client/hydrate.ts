import { islandAttr } from '../islands/attributes.ts';
import { islandCompanions, type IslandName } from '../islands/types.ts';
import { idleAfterLoad, type IdleScheduler } from './afterLoad.ts';
import type { IslandLoaders } from './islandLoaders.ts';
import { prefetch } from './prefetch.ts';

/** Fetches the islands' scripts into the HTTP cache without running them, each once, so a later `import()` of them costs no network time. */
export function prefetchScripts(doc: Document, urls: Iterable<string>): void {
  const known = new Set([...doc.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')));
  for (const url of urls) {
    if (known.has(url)) continue;
    known.add(url);
    prefetch(doc, url, 'script');
  }
}

function commonJs<T extends object>(module: T): T {
  return (module as T & { default?: T }).default ?? module;
}

/**
 * Hydrates one island: loads its chunk and React, then `hydrateRoot`s the marker. Resolves once the
 * island's effects have run and the updates they scheduled are rendered. If anything throws, the
 * server HTML is put back and the error logged.
 */
export async function hydrateIsland(element: HTMLElement, loaders: IslandLoaders): Promise<void> {
  const name = element.getAttribute(islandAttr.name) as keyof IslandLoaders | null;
  if (!name || !(name in loaders)) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const serverHtml = element.innerHTML;
  // Hydration may swap a no-JS link for its live button; keyboard focus on it must not fall to <body>.
  const focused = element.ownerDocument.activeElement;
  const focusedKey = element.contains(focused) ? focused?.getAttribute(islandAttr.replay) : null;
  try {
    const props = JSON.parse(element.getAttribute(islandAttr.props) ?? '{}');
    const [Component, reactModule, reactDomModule] = await Promise.all([loaders[name](), import('react'), import('react-dom/client')]);
    // With code splitting, esbuild exposes a dynamically imported CommonJS package (React is one)
    // as a default export only; its named exports are on that object.
    const { createElement, startTransition, useEffect, useState } = commonJs(reactModule);
    const { hydrateRoot } = commonJs(reactDomModule);
    await new Promise<void>((resolve, reject) => {
      // Renders nothing of its own, so the tree still matches the server HTML. The island's mount
      // effects schedule updates (no-JS links turn into live buttons); Ready's own update joins that
      // render, so it resolves only once those controls are in the page and a replayed tap finds them.
      function Ready({ children }: { children: unknown }) {
        const [settled, setSettled] = useState(false);
        useEffect(() => {
          if (settled) resolve();
          else setSettled(true);
        }, [settled]);
        return children as ReturnType<typeof createElement>;
      }
      let root: ReturnType<typeof hydrateRoot> | undefined;
      const fail = (error: unknown) => {
        root?.unmount();
        reject(error);
      };
      // As a transition React hydrates in ~5 ms slices, yielding between them, instead of in one
      // long task: the main thread stays free for input (Total Blocking Time).
      startTransition(() => {
        root = hydrateRoot(element, createElement(Ready, null, createElement(Component as never, props)), {
          onUncaughtError: fail,
          onCaughtError: fail,
        });
      });
    });
    element.setAttribute(islandAttr.hydrated, '');
    if (focusedKey && !focused?.isConnected) {
      element.querySelector<HTMLElement>(`[${islandAttr.replay}="${focusedKey}"]`)?.focus({ preventScroll: true });
    }
  } catch (error) {
    element.innerHTML = serverHtml;
    element.setAttribute(islandAttr.failed, '');
    console.error(`Island "${name}" failed to hydrate; its server HTML stays in place.`, error);
  }
}

const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Hydrates each island when a visitor first reaches for it (pointer over or down, focus, key), on
 * the first scroll for islands marked to follow it, or on the first touch anywhere for islands
 * marked to expect it. React's start-up is the longest task a page would run, so a page nobody
 * interacts with never pays it; on idle the browser only prefetches the islands' scripts, so
 * hydrating on demand is quick. A tap on a control marked `data-hydrate-replay` before hydration
 * is held and replayed on the live control.
 */
export function hydrateIslands(doc: Document, loaders: IslandLoaders, idle: IdleScheduler = idleAfterLoad): void {
  const islands = [...doc.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`)];
  const started = new Map<HTMLElement, Promise<void>>();
  const hydrateOnce = (element: HTMLElement) => {
    if (!started.has(element)) started.set(element, hydrateIsland(element, loaders));
    return started.get(element)!;
  };
  const start = async (element: HTMLElement) => {
    const companions = islandCompanions[element.getAttribute(islandAttr.name) as IslandName] ?? [];
    const together = islands.filter((other) => companions.includes(other.getAttribute(islandAttr.name) as IslandName));
    await Promise.all([element, ...together].map(hydrateOnce));
  };

  for (const element of islands) {
    const begin = () => void start(element);
    for (const type of interactionEvents) element.addEventListener(type, begin, { once: true, passive: true });
    // A pointer or keyboard focus that arrived before this script ran has reached for it already.
    if (element.contains(doc.activeElement) || element.querySelector(':hover')) begin();
    // Islands that follow the page's scroll (the reading progress bar) come alive with it, or at
    // once on a page that opens scrolled (a restored position or a #fragment).
    const win = doc.defaultView;
    if (element.hasAttribute(islandAttr.hydrateOnScroll) && win) {
      if (win.scrollY > 0) begin();
      else win.addEventListener('scroll', begin, { once: true, passive: true });
    }
    // On a phone there is no hover to give warning: the first touch anywhere (usually a scroll) does,
    // so the header's menu is live by the time it is tapped instead of holding that tap ~0.3 s.
    if (element.hasAttribute(islandAttr.hydrateOnTouch) && win) win.addEventListener('touchstart', begin, { once: true, passive: true });
    element.addEventListener(
      'click',
      (event) => {
        if (element.hasAttribute(islandAttr.hydrated) || element.hasAttribute(islandAttr.failed)) return;
        const control = (event.target as Element).closest<HTMLElement>(`[${islandAttr.replay}]`);
        if (!control) return;
        event.preventDefault();
        event.stopPropagation();
        const key = control.getAttribute(islandAttr.replay);
        void start(element).then(() => {
          if (!element.hasAttribute(islandAttr.hydrated)) return;
          element.querySelector<HTMLElement>(`[${islandAttr.replay}="${key}"]`)?.click();
        });
      },
      { capture: true },
    );
  }
  idle(() => prefetchScripts(doc, islands.flatMap((element) => element.getAttribute(islandAttr.prefetch)?.split(' ').filter(Boolean) ?? [])));
}
