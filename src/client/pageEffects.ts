/** Small per-page behaviours that need no React. */
import { pageDom } from '../components/pageDom.ts';

/** The footer's copyright year follows the visitor's clock, not the build date; written only when they differ, so the page is not laid out again for nothing. */
export function setCurrentYear(doc: Document, now: Date = new Date()): void {
  const year = String(now.getFullYear());
  for (const element of doc.querySelectorAll(`[${pageDom.currentYearAttr}]`)) if (element.textContent !== year) element.textContent = year;
}

/** SPEC.md §8: the 404 page logs the attempted path as an error. */
export function logNotFound(win: Window): void {
  if (win.document.documentElement.getAttribute(pageDom.routeKindAttr) !== 'not-found') return;
  console.error('404 Error: User attempted to access non-existent route:', win.location.pathname);
}
