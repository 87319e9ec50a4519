import { revealDom } from '../components/revealDom.ts';

/**
 * Card reveal: cards below the fold animate in as they are scrolled to. Hidden by script only,
 * never in the server HTML, so a page without JavaScript shows every card. Its code loads only
 * where there are cards and motion is welcome (off under prefers-reduced-motion).
 */
export async function revealCards(win: Window = window): Promise<void> {
  if (win.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const groups = Array.from(win.document.querySelectorAll<HTMLElement>(`[${revealDom.groupAttr}]`));
  if (groups.length === 0) return;
  // Its code may not load (the network dropped, the visitor left the page): the cards, never hidden
  // by then, stay as the server rendered them.
  const reveal = await import('./revealOnScroll.ts').catch(() => null);
  await reveal?.revealBelowFold(groups, win);
}
