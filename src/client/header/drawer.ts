import { headerDom } from '../../components/header/headerDom.ts';
import { breakpoints } from '../../styles/breakpoints.ts';
import type { IdleScheduler } from '../afterLoad.ts';
import { trapTab } from './focusTrap.ts';

function pressedOutside(element: Element, event: MouseEvent): boolean {
  const box = element.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * What the drawer `<dialog>` needs beyond the browser's own modal behaviour: Menu says whether it is
 * open where the browser lacks invoker commands, the page keeps its width when scrolling is locked, Tab wraps around inside it instead of
 * escaping to the browser's toolbar, following a link closes it (so the page comes back from the
 * back/forward cache closed), its Services list folds again on closing, a window widened to
 * desktop size closes it (it is hidden there), and once the page is idle it is laid out ahead, hidden,
 * so that Menu's tap only has to show it.
 */
export function enhanceDrawer(doc: Document, idle: IdleScheduler): void {
  const drawer = doc.getElementById(headerDom.drawerId);
  const view = doc.defaultView;
  if (!drawer || !view || !('showModal' in drawer)) return;
  const dialog = drawer as HTMLDialogElement;
  const openers = [...doc.querySelectorAll(`[aria-controls="${dialog.id}"]`)];
  // A button with an invoker command tells assistive tech whether its dialog is open by itself (and
  // may not carry aria-expanded); where the script stands in for invoker commands, Menu says so.
  if (!('commandForElement' in view.HTMLButtonElement.prototype)) {
    const sync = () => {
      for (const opener of openers) opener.setAttribute('aria-expanded', String(dialog.open));
    };
    new view.MutationObserver(sync).observe(dialog, { attributes: true, attributeFilter: ['open'] });
    sync();
  }
  // Measured as Menu is pressed, while the page still scrolls: the open drawer hides the scrollbar, and
  // the page keeps its width. Not at start-up, where reading layout would lay the page out in front of a
  // tap; written only when it changes, as a custom property set on the root restyles the whole page.
  const measureScrollbar = () => {
    const root = doc.documentElement;
    const width = `${Math.max(0, view.innerWidth - root.clientWidth)}px`;
    if ((root.style.getPropertyValue(headerDom.scrollbarWidthVar) || '0px') !== width) root.style.setProperty(headerDom.scrollbarWidthVar, width);
  };
  for (const opener of openers) opener.addEventListener('click', measureScrollbar);

  dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
  dialog.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('a[href]')) dialog.close();
    // Where `closedby` is unknown, a press on the backdrop lands on the dialog itself, outside its box.
    else if (target === dialog && !('closedBy' in dialog) && pressedOutside(dialog, event)) dialog.close();
  });
  dialog.addEventListener('close', () => {
    for (const disclosure of dialog.querySelectorAll('details[open]')) (disclosure as HTMLDetailsElement).open = false;
  });
  view.addEventListener('pageshow', (event) => {
    if (event.persisted && dialog.open) dialog.close();
  });
  view.matchMedia(`(min-width: ${breakpoints.lg}px)`).addEventListener('change', (event) => {
    if (event.matches && dialog.open) dialog.close();
  });
  const prepare = () => dialog.setAttribute(headerDom.drawerPreparedAttr, '');
  // Not while it is open: its slide in would start again under the visitor's finger.
  idle(() => (dialog.open ? dialog.addEventListener('close', prepare, { once: true }) : prepare()));
}
