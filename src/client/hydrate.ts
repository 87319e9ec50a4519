import { islandAttr } from '../islands/attributes.ts';
import { idleAfterLoad, type IdleScheduler } from './afterLoad.ts';
import type { IslandLoaders } from '../islands/islands.ts';
import { prefetch } from './prefetch.ts';

/** Fetches the islands' scripts into the HTTP cache without running them, each once, so a later `import()` of them costs no network time. */
function prefetchScripts(doc: Document, urls: Iterable<string>): void {
  const known = new Set([...doc.querySelectorAll('link[rel="prefetch"], link[rel="preload"]')].map((link) => link.getAttribute('href')));
  for (const url of urls) {
    if (known.has(url)) continue;
    known.add(url);
    // A failed prefetch costs nothing: the island's import() fetches the script when it is needed.
    prefetch(doc, url, 'script').catch(() => undefined);
  }
}

function commonJs<T extends object>(module: T): T {
  return (module as T & { default?: T }).default ?? module;
}

/**
 * Hydrates one island: loads its chunk and React, then `hydrateRoot`s the marker. Resolves once the
 * island's effects have run and the updates they scheduled are rendered. If anything throws, the
 * server HTML is put back and the error logged; if its code cannot load, the island is marked failed
 * with a warning.
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
    const modules = await Promise.all([loaders[name](), import('react'), import('react-dom/client')]).catch((error: unknown) => {
      // A chunk that cannot load (the network dropped, the visitor left the page) is no fault of the
      // island: a warning, not an error, and the server HTML stays.
      console.warn(`Island "${name}" could not load its code; its server HTML stays in place.`, error);
      return null;
    });
    if (!modules) {
      element.setAttribute(islandAttr.failed, '');
      return;
    }
    const [Component, reactModule, reactDomModule] = modules;
    // With code splitting, esbuild exposes a dynamically imported CommonJS package (React is one)
    // as a default export only; its named exports are on that object.
    const { createElement, startTransition, useEffect, useState } = commonJs(reactModule);
    const { hydrateRoot } = commonJs(reactDomModule);
    await new Promise<void>((resolve, reject) => {
      // Renders nothing of its own, so the tree still matches the server HTML. The island's mount
      // effects schedule updates (a toaster subscribes to toasts); Ready's own update joins that
      // render, so it resolves only once the island is ready for use.
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

const started = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once, however many times and from wherever it is asked for; resolves when it is live (or has failed). */
export function wakeIsland(element: HTMLElement, loaders: IslandLoaders): Promise<void> {
  const hydration = started.get(element) ?? hydrateIsland(element, loaders);
  started.set(element, hydration);
  return hydration;
}

const interactionEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * Hydrates each island when a visitor first reaches for it (pointer over or down, focus, key) or
 * when the page's own code needs it (`wakeIsland`). React's start-up is the longest task a page
 * would run, so a page that never needs an island never pays it; on idle the browser only
 * prefetches the islands' scripts, so hydrating on demand is quick.
 */
export function hydrateIslands(doc: Document, loaders: IslandLoaders, idle: IdleScheduler = idleAfterLoad): void {
  const islands = [...doc.querySelectorAll<HTMLElement>(`[${islandAttr.name}]`)];
  for (const element of islands) {
    const begin = () => void wakeIsland(element, loaders);
    for (const type of interactionEvents) element.addEventListener(type, begin, { once: true, passive: true });
    // A pointer or keyboard focus that arrived before this script ran has reached for it already.
    if (element.contains(doc.activeElement) || element.querySelector(':hover')) begin();
  }
  idle(() => prefetchScripts(doc, islands.flatMap((element) => element.getAttribute(islandAttr.prefetch)?.split(' ').filter(Boolean) ?? [])));
}
