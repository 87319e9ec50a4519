import { islandAttr } from '../islands/types.ts';
import { afterLoad } from './afterLoad.ts';
import type { IslandLoaders } from './islandLoaders.ts';

type IdleScheduler = (callback: () => void) => void;

/**
 * Idle, for hydration: once the page has loaded, at the browser's next idle period. React's own
 * evaluation is the longest task a page runs, so it never competes with loading; a visitor who
 * interacts sooner hydrates the island at once.
 */
const defaultIdle: IdleScheduler = (callback) => {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  };
  afterLoad(whenIdle);
};

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
  } catch (error) {
    element.innerHTML = serverHtml;
    element.setAttribute(islandAttr.failed, '');
    console.error(`Island "${name}" failed to hydrate; its server HTML stays in place.`, error);
  }
}

/**
 * Hydrates every island on idle, or at once on the first interaction with it (or on the first
 * scroll, for islands marked to follow it). A tap on a control marked `data-hydrate-replay` before
 * hydration is held and replayed on the live control.
 */
export function hydrateIslands(doc: Document, loaders: IslandLoaders, idle: IdleScheduler = defaultIdle): void {
  for (const element of doc.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`)) {
    let started: Promise<void> | undefined;
    const start = () => (started ??= hydrateIsland(element, loaders));

    for (const type of ['pointerdown', 'focusin', 'keydown'] as const) {
      element.addEventListener(type, start, { once: true, passive: true });
    }
    // Islands that follow the page's scroll (the reading progress bar) come alive with it.
    if (element.hasAttribute(islandAttr.hydrateOnScroll)) doc.defaultView?.addEventListener('scroll', start, { once: true, passive: true });
    element.addEventListener(
      'click',
      (event) => {
        if (element.hasAttribute(islandAttr.hydrated) || element.hasAttribute(islandAttr.failed)) return;
        const control = (event.target as Element).closest<HTMLElement>(`[${islandAttr.replay}]`);
        if (!control) return;
        event.preventDefault();
        event.stopPropagation();
        const key = control.getAttribute(islandAttr.replay);
        void start().then(() => {
          if (!element.hasAttribute(islandAttr.hydrated)) return;
          element.querySelector<HTMLElement>(`[${islandAttr.replay}="${key}"]`)?.click();
        });
      },
      { capture: true },
    );
    idle(() => void start());
  }
}
