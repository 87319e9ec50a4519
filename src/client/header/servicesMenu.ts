import { headerDom } from '../../components/header/headerDom.ts';
import { dismissable, isReturningFocus } from '../dismissableDisclosure.ts';

/**
 * How the open list came to be open. A mouse hovering or keyboard focus arriving opens it without
 * being asked; a press on the chevron asks. A press on a list that is open unasked keeps it open
 * (the visitor wanted it open), while a press on one the visitor opened closes it.
 */
type OpenedBy = 'hover' | 'focus' | 'press';

/**
 * The desktop Services dropdown, once the client drives it: a mouse hovering opens it and leaving
 * closes it; keyboard focus inside it opens it and focus leaving closes it; Escape closes
 * it and hands focus back to the link; a press outside or a followed link closes it. A press on
 * the chevron (mouse, touch, pen, Enter or Space) opens a closed list, keeps a list that hover or
 * focus opened, and closes one a press opened. Touch never opens it by hover, so a tap's emulated
 * hover cannot open it under the tap that toggles it: one tap opens, the next closes.
 */
export function enhanceServicesMenu(doc: Document): void {
  const view = doc.defaultView;
  for (const wrap of doc.querySelectorAll<HTMLElement>(`[${headerDom.servicesMenuAttr}]`)) {
    const disclosure = wrap.querySelector<HTMLDetailsElement>(`[${headerDom.servicesDisclosureAttr}]`);
    const link = wrap.querySelector<HTMLAnchorElement>(`[${headerDom.servicesLinkAttr}]`);
    const toggle = wrap.querySelector(`[${headerDom.servicesToggleAttr}]`);
    if (!disclosure || !link || !toggle) continue;
    let openedBy: OpenedBy | null = disclosure.open ? 'press' : null;
    const open = (by: OpenedBy) => {
      if (disclosure.open) return;
      openedBy = by;
      disclosure.open = true;
    };
    // Escape (focus back to the link), a press outside, another menu opening, a return from the cache.
    const dismiss = dismissable({ disclosure, scope: wrap, returnFocusTo: link, onClose: () => (openedBy = null) });
    const close = () => dismiss(false);
    // CSS alone had it open under a hovering mouse or keyboard focus: it stays open as the client takes over.
    if (wrap.matches(':hover') && view?.matchMedia('(hover: hover)').matches) open('hover');
    else if (wrap.querySelector(':focus-visible')) open('focus');
    wrap.setAttribute(headerDom.enhancedAttr, '');

    wrap.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && open('hover'));
    wrap.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && close());
    // Only keyboard focus: a tap or click focuses the chevron too, and its own press must decide.
    wrap.addEventListener('focusin', (event) => {
      // Not the focus Escape hands back to the link: that would reopen what it has just closed.
      if (!isReturningFocus() && (event.target as Element).matches(':focus-visible')) open('focus');
    });
    wrap.addEventListener('focusout', (event) => {
      if (!wrap.contains(event.relatedTarget as Node | null)) close();
    });
    toggle.addEventListener('click', (event) => {
      if (disclosure.open && openedBy !== 'press') {
        // The native toggle would shut the list the visitor is reaching for.
        event.preventDefault();
        openedBy = 'press';
      } else if (!disclosure.open) openedBy = 'press';
    });
    // Whatever closed it (the native toggle included), the next opening starts afresh.
    disclosure.addEventListener('toggle', () => {
      if (!disclosure.open) openedBy = null;
    });
    wrap.addEventListener('click', (event) => {
      if (disclosure.contains(event.target as Node) && (event.target as Element).closest('a[href]')) close();
    });
  }
}
