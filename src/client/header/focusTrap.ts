const focusableSelector = [
  'a[href]',
  'summary',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether `element` is inside the folded part of a closed `<details>` (its summary stays reachable). */
function folded(element: HTMLElement): boolean {
  const disclosure = element.closest('details:not([open])');
  return disclosure !== null && !disclosure.querySelector(':scope > summary')?.contains(element);
}

/** Focusable elements inside `container`, in tab order, skipping hidden and folded ones. */
export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) => !element.closest('[hidden],[inert]') && !folded(element) && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab wraps to the first, and
 * the other way round.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = focusableWithin(container);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = container.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
