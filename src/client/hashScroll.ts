/** SPEC.md §2: on navigation to a hash, retry up to 10 times at 50 ms until the target exists. */
export const HASH_SCROLL_ATTEMPTS = 10;
export const HASH_SCROLL_INTERVAL_MS = 50;

/**
 * Scrolls smoothly to the element named by `hash` (or to the top when there is none). Resolves to
 * the element scrolled to, or null when it never appeared within the attempts.
 */
export function scrollToHash(hash: string, { doc = document, reducedMotion = false }: { doc?: Document; reducedMotion?: boolean } = {}): Promise<Element | null> {
  const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) {
    doc.defaultView?.scrollTo({ top: 0, behavior });
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    let tries = 0;
    const attempt = () => {
      tries += 1;
      const target = doc.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior, block: 'start' });
        resolve(target);
      } else if (tries < HASH_SCROLL_ATTEMPTS) {
        setTimeout(attempt, HASH_SCROLL_INTERVAL_MS);
      } else {
        resolve(null);
      }
    };
    attempt();
  });
}

/**
 * On a fresh navigation that carries a hash, scroll to it with the retry above. Back/forward and
 * reload keep the browser's own scroll restoration, and a navigation without a hash already
 * starts at the top of a freshly loaded page.
 */
export function scrollOnNavigation(win: Window = window): void {
  const [entry] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (entry && entry.type !== 'navigate') return;
  if (!win.location.hash) return;
  const reducedMotion = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  void scrollToHash(win.location.hash, { doc: win.document, reducedMotion });
}
