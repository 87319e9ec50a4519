/** How far from the end (px) still counts as at it: scroll positions are fractional on zoomed or high-density screens. */
const slack = 2;
/**
 * For how many frames without growing the page keeps a visitor at the end while it settles: counted
 * in frames, not milliseconds, so a slow phone (or a busy one) gets as long as its drawing takes.
 */
const settleFrames = 60;

/** End (Ctrl+End), or Cmd+↓ on a Mac: the keys that ask for the end of the page. */
function asksForTheEnd(event: KeyboardEvent): boolean {
  return (event.key === 'End' && !event.shiftKey && !event.altKey) || (event.key === 'ArrowDown' && event.metaKey);
}

function isEditing(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * A jump to the end of a long page (End, dragging the scrollbar down, `scrollTo(0, scrollHeight)`)
 * aims at the end of the page as laid out then, in which blocks not drawn yet stand at an estimated
 * height (src/styles/renderNearViewport.ts). The last blocks, drawn as they arrive, are taller than
 * their estimate and push the end further down, so the jump lands short of the footer. A scroll that
 * was asked for by the End key, or stops where the end was at any moment since the scroll before it
 * settled (the end it aimed at may be gone by its first scroll event), went to the end: it is taken
 * on to the end as it now stands, and kept there until the page has drawn `settleFrames` frames
 * without growing, unless the visitor scrolls away.
 */
export function keepJumpsToTheEnd(win: Window): void {
  const root = win.document.documentElement;
  const maxScroll = () => root.scrollHeight - win.innerHeight;
  const atEnd = () => win.scrollY >= maxScroll() - slack;
  const goToEnd = () => win.scrollTo({ top: maxScroll(), behavior: 'instant' });
  // The end of the page as it stood at each moment since the last scroll settled: a smooth scroll aims
  // at the end as it was when it started, which may be before its first scroll event (or this script).
  let endsSinceLastScroll: number[] = [];
  // Frames left to keep the visitor at the end; each time the page grows it starts again.
  let framesToKeep = 0;
  let counting = false;
  const countDown = () => {
    framesToKeep = Math.max(0, framesToKeep - 1);
    counting = framesToKeep > 0;
    if (counting) win.requestAnimationFrame(countDown);
  };
  const keepAtTheEnd = () => {
    framesToKeep = settleFrames;
    if (!counting) win.requestAnimationFrame(countDown);
    counting = true;
  };
  // The End key's own scroll animation may be retargeted as the page grows, and stop anywhere.
  let endKeyPressed = false;

  const settle = () => {
    const wentToAnEnd = endKeyPressed || endsSinceLastScroll.some((end) => Math.abs(win.scrollY - end) <= slack);
    endsSinceLastScroll = [maxScroll()];
    endKeyPressed = false;
    if (!wentToAnEnd) return;
    keepAtTheEnd();
    if (!atEnd()) goToEnd();
  };
  const scrollEndEvents = 'onscrollend' in win;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener(
    'scroll',
    () => {
      endsSinceLastScroll.push(maxScroll());
      // Where `scrollend` is missing, a scroll has ended when no scroll event follows for a moment.
      if (!scrollEndEvents) {
        clearTimeout(settleTimer);
        settleTimer = setTimeout(settle, 150);
      }
    },
    { passive: true },
  );
  win.addEventListener('scrollend', settle);
  win.addEventListener('keydown', (event) => {
    endKeyPressed = asksForTheEnd(event) && !event.defaultPrevented && !isEditing(event.target) && !atEnd();
    if (!endKeyPressed) framesToKeep = 0;
  });
  // The visitor taking over (a wheel, a touch, a press, another key) cancels both.
  for (const type of ['wheel', 'touchstart', 'pointerdown'] as const) {
    win.addEventListener(
      type,
      () => {
        endKeyPressed = false;
        framesToKeep = 0;
      },
      { passive: true },
    );
  }
  // Called once as it starts observing, then after each layout that resized the page. The body has no
  // margin, so its height is the page's: reading scrollHeight here instead would force a layout inside
  // the observer's delivery, which in Firefox draws skipped blocks and is reported as a loop.
  new ResizeObserver(([entry]) => {
    if (entry) endsSinceLastScroll.push(entry.borderBoxSize[0]!.blockSize - win.innerHeight);
    if (framesToKeep === 0) return;
    keepAtTheEnd();
    if (!atEnd()) goToEnd();
  }).observe(win.document.body);
}
