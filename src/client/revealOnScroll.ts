import { inView } from 'framer-motion/dom';
import { revealDom } from '../components/revealDom.ts';

/** SPEC.md §2: cards animate in staggered by 0.1 s per card. */
export const REVEAL_STAGGER_S = 0.1;

/**
 * The card reveal, loaded after the page: framer-motion's inView (imported by name so esbuild keeps
 * only it, 0.5 KB gz), animated with the Web Animations API. Only groups still below the fold are
 * hidden, so nothing already on screen flickers.
 */
export async function revealBelowFold(groups: readonly HTMLElement[], win: Window): Promise<void> {
  const belowFold = await Promise.all(groups.map((group) => isBelowFold(group, win)));
  groups.forEach((group, index) => (belowFold[index] ? revealWhenSeen(group) : group.setAttribute(revealDom.stateAttr, revealDom.shown)));
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
  const items = Array.from(group.querySelectorAll<HTMLElement>(`[${revealDom.itemAttr}]`));
  for (const item of items) {
    item.style.opacity = '0';
    // `translate`, not `transform`, so a card's own transform (e.g. its place on a ring) survives.
    item.style.translate = '0 24px';
  }
  group.setAttribute(revealDom.stateAttr, revealDom.waiting);
  inView(
    group,
    () => {
      group.setAttribute(revealDom.stateAttr, revealDom.shown);
      // What framer-motion's stagger(0.1) returns, without the 0.8 KB gz of easing code it brings.
      items.forEach((item, index) => {
        // The browser's own animation engine, as framer-motion's animate() drives it, without its 3 KB.
        item.style.opacity = '';
        item.style.translate = '';
        item.animate(
          { opacity: [0, 1], translate: ['0 24px', '0 0'] },
          { duration: 500, easing: 'ease-out', delay: index * REVEAL_STAGGER_S * 1000, fill: 'backwards' },
        );
      });
    },
    { amount: 0.15 },
  );
}
