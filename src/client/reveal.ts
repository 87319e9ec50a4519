/** Marks a container whose direct `[data-reveal-item]` children animate in when scrolled to. */
export const revealGroupAttr = 'data-reveal';
export const revealItemAttr = 'data-reveal-item';
/** SPEC.md §2: cards animate in staggered by 0.1 s per card. */
export const REVEAL_STAGGER_S = 0.1;

/**
 * Card reveal: framer-motion's inView and stagger, animated with the Web Animations API. Only
 * groups still below the fold are hidden (by script, never in the server HTML), so nothing already
 * on screen flickers and a page without JavaScript shows every card. Off under prefers-reduced-motion.
 */
export async function revealCards(win: Window = window): Promise<void> {
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const doc = win.document;
  const groups = Array.from(doc.querySelectorAll<HTMLElement>(`[${revealGroupAttr}]`)).filter(
    (group) => group.getBoundingClientRect().top > win.innerHeight,
  );
  if (groups.length === 0) return;
  const { inView, stagger } = await import('./revealMotion.ts');
  for (const group of groups) {
    const items = Array.from(group.querySelectorAll<HTMLElement>(`[${revealItemAttr}]`));
    if (items.length === 0) continue;
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
}
