/**
 * Percent of the page scrolled (SPEC.md §4): 0 at the top, 100 at the bottom, capped at 100.
 * A page too short to scroll counts as fully read.
 */
export function scrollPercent(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}
