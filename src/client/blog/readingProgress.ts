import { readingProgressAttr } from '../../pages/blog/blogDom.ts';

/**
 * Percent of the page scrolled (SPEC.md §4): 0 at the top, 100 at the bottom, capped at 100.
 * A page too short to scroll counts as fully read.
 */
function scrollPercent(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, (scrollY / scrollable) * 100));
}

/** Keeps every reading-progress bar on the page at the percent scrolled, redrawn at most once a frame. */
export function trackReadingProgress(doc: Document): void {
  const view = doc.defaultView;
  const bars = [...doc.querySelectorAll<HTMLProgressElement>(`progress[${readingProgressAttr}]`)];
  if (!view || bars.length === 0) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    const percent = scrollPercent(view.scrollY, doc.documentElement.scrollHeight, view.innerHeight);
    for (const bar of bars) bar.value = Math.round(percent * 10) / 10;
  };
  const schedule = () => {
    if (!frame) frame = view.requestAnimationFrame(update);
  };
  // In a frame, not at once: reading the page's height now would lay it out in front of a first tap.
  schedule();
  view.addEventListener('scroll', schedule, { passive: true });
  view.addEventListener('resize', schedule);
  // The page grows as offscreen blocks are first drawn at their real height.
  new ResizeObserver(schedule).observe(doc.body);
}
