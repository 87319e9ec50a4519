import { headerDom } from '../../components/header/headerDom.ts';

/**
 * The desktop Services dropdown, once the client drives it: a mouse hovering opens it and leaving
 * closes it; keyboard focus inside it opens it and focus leaving closes it; Escape closes
 * it and hands focus back to the link; a press outside or a followed link closes it. Touch is left
 * to the native disclosure, so a tap's emulated hover cannot open it under the tap that toggles it:
 * one tap opens, the next closes.
 */
export function enhanceServicesMenu(doc: Document): void {
  const view = doc.defaultView;
  for (const wrap of doc.querySelectorAll<HTMLElement>(`[${headerDom.servicesMenuAttr}]`)) {
    const disclosure = wrap.querySelector('details');
    const link = wrap.querySelector('a');
    if (!disclosure || !link) continue;
    const setOpen = (open: boolean) => {
      disclosure.open = open;
    };
    // CSS alone had it open under a hovering mouse or keyboard focus: it stays open as the client takes over.
    if ((wrap.matches(':hover') && view?.matchMedia('(hover: hover)').matches) || wrap.querySelector(':focus-visible')) setOpen(true);
    wrap.setAttribute(headerDom.enhancedAttr, '');

    // Set while Escape hands focus back to the link, so that this focus does not reopen the list.
    let restoringFocus = false;
    wrap.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && setOpen(true));
    wrap.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && setOpen(false));
    // Only keyboard focus: a tap or click focuses the chevron too, and its own toggle must decide.
    wrap.addEventListener('focusin', (event) => {
      if (!restoringFocus && (event.target as Element).matches(':focus-visible')) setOpen(true);
    });
    wrap.addEventListener('focusout', (event) => {
      if (!wrap.contains(event.relatedTarget as Node | null)) setOpen(false);
    });
    wrap.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !disclosure.open) return;
      event.stopPropagation();
      setOpen(false);
      restoringFocus = true;
      link.focus({ preventScroll: true });
      restoringFocus = false;
    });
    wrap.addEventListener('click', (event) => {
      if ((event.target as Element).closest('ul a[href]')) setOpen(false);
    });
    doc.addEventListener('pointerdown', (event) => {
      if (disclosure.open && !wrap.contains(event.target as Node)) setOpen(false);
    });
    view?.addEventListener('pageshow', (event) => event.persisted && setOpen(false));
  }
}
