import { shareDom, shareWindowFeatures } from '../../pages/blog/blogDom.ts';
import { afterNextPaint } from '../afterNextPaint.ts';
import { dismissable } from '../dismissableDisclosure.ts';
import { readyToaster, showToast } from '../toast.ts';

/**
 * The article's Share menu beyond its native disclosure: Twitter and LinkedIn open in a popup window
 * and close the menu, 'Copy Link' appears and copies the article's URL with a toast, Escape or a
 * press outside closes the menu; keyboard focus comes back to Share whenever the menu closes from
 * inside. The toaster comes alive as the menu opens, so the toast is ready by the time it is due.
 */
export function enhanceShareMenus(doc: Document): void {
  const view = doc.defaultView;
  for (const menu of doc.querySelectorAll<HTMLDetailsElement>(`details[${shareDom.menuAttr}]`)) {
    const trigger = menu.querySelector<HTMLElement>(`[${shareDom.triggerAttr}]`);
    if (!trigger) continue;
    const copy = menu.querySelector<HTMLButtonElement>(`[${shareDom.copyAttr}]`);
    // Escape (focus back to Share), a press outside, another menu opening, a return from the cache.
    const close = dismissable({ disclosure: menu, returnFocusTo: trigger });
    menu.querySelector(`[${shareDom.copyItemAttr}]`)?.removeAttribute('hidden');

    // After the open menu has painted: React's start-up must not delay the answer to the tap.
    menu.addEventListener('toggle', () => {
      if (menu.open && view) afterNextPaint(view, () => void readyToaster(doc));
    });
    menu.addEventListener('click', (event) => {
      const share = (event.target as Element).closest<HTMLAnchorElement>(`a[${shareDom.windowAttr}]`);
      if (share) {
        event.preventDefault();
        view?.open(share.href, '_blank', shareWindowFeatures);
        close(true);
        return;
      }
      if (copy && copy.contains(event.target as Node)) {
        close(true);
        const url = copy.getAttribute(shareDom.copyAttr) ?? '';
        // Called within the tap, while the page may still write to the clipboard.
        const written = view?.navigator.clipboard ? view.navigator.clipboard.writeText(url) : Promise.reject(new Error('no clipboard'));
        void written.then(
          () => showToast(doc, 'success', copy.getAttribute(shareDom.copiedAttr) ?? ''),
          () => showToast(doc, 'error', copy.getAttribute(shareDom.copyFailedAttr) ?? ''),
        );
      }
    });
  }
}
