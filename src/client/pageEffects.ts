/** Small per-page behaviours that need no React. */

/** The footer's copyright year follows the visitor's clock, not the build date. */
export function setCurrentYear(doc: Document, now: Date = new Date()): void {
  for (const element of doc.querySelectorAll('[data-current-year]')) element.textContent = String(now.getFullYear());
}

/** SPEC.md §8: the 404 page logs the attempted path as an error. */
export function logNotFound(win: Window): void {
  if (win.document.documentElement.dataset.routeKind !== 'not-found') return;
  console.error('404 Error: User attempted to access non-existent route:', win.location.pathname);
}
