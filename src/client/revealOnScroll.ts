import { inView, stagger } from 'framer-motion/dom';
import { REVEAL_STAGGER_S, revealItemAttr } from './reveal.ts';

/**
 * The card reveal, loaded after the page: framer-motion's inView and stagger (imported by name so
 * esbuild keeps only them, 1.3 KB gz), animated with the Web Animations API. Only groups still
 * below the fold are hidden, so nothing already on screen flickers.
 */
export async function revealBelowFold(groups: readonly HTMLElement[], win: Window): Promise<void> {
  const belowFold = await Promise.all(groups.map((group) => isBelowFold(group, win)));
  groups.filter((_, index) => belowFold[index]).forEach(revealWhenSeen);
}

/**
 * Whether `element` starts below the viewport, read from an observer's first report, which the
 * browser computes with the next frame's layout: getBoundingClientRect would force a layout of its
 * own, and lay out every block the browser is skipping offscreen (content-visibility) to answer.
 */
async function isBelowFold(element: Element, win: Window): Promise<boolean> {
  for (let target: Element | null = element; target; target = target.parentElement) {
    const { boundingClientRect: box, rootBounds } = await firstReport(target);
    // Inside a skipped block an element reports no box: the nearest drawn ancestor stands in.
    if (box.width === 0 && box.height === 0) continue;
    return box.top > (rootBounds?.height ?? win.innerHeight);
  }
  return false;
}

function firstReport(target: Element): Promise<IntersectionObserverEntry> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      resolve(entry!);
    });
    observer.observe(target);
  });
}

/** Hides a group's cards and plays them in, staggered, once the group is 15 % on screen. */
function revealWhenSeen(group: HTMLElement): void {
  const items = Array.from(group.querySelectorAll<HTMLElement>(`[${revealItemAttr}]`));
  if (items.length === 0) return;
  for (const item of items) {
    item.style.opacity = '0';
    // `translate`, not `transform`, so a card's own transform (e.g. its place on a ring) survives.
    item.style.translate = '0 24px';
  }
  inView(
    group,
    () => {
      const delay = stagger(REVEAL_STAGGER_S);
      items.forEach((item, index) => {
        // The browser's own animation engine, as framer-motion's animate() drives it, without its 3 KB.
        item.style.opacity = '';
        item.style.translate = '';
        item.animate(
          { opacity: [0, 1], translate: ['0 24px', '0 0'] },
          { duration: 500, easing: 'ease-out', delay: delay(index, items.length) * 1000, fill: 'backwards' },
        );
      });
    },
    { amount: 0.15 },
  );
}
