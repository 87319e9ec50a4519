/**
 * What a tap needs from the first paint, before the page's script starts (a second after the paint
 * and the load): it runs inline in the head as the document is parsed (src/components/EarlyTaps.tsx).
 *   - A booking control tapped keeps its place and page for the booking page to hand the scheduler.
 *   - Where the browser lacks invoker commands (before Chromium 135, Firefox 144, Safari 26.2), the
 *     two the site uses (`<button commandfor="id" command="show-modal">`, `command="close"`) are done
 *     the same way, so Menu opens the drawer.
 * It is inlined by its source text, so it uses nothing from outside: every name comes as an argument,
 * and no local is a named function (a bundler may wrap those in a helper of its own).
 */
export interface EarlyTapNames {
  /** The attribute every booking control carries, its value the control's place. */
  bookingAttr: string;
  /** The session key the booking page reads the last tap from. */
  tapKey: string;
}

export function answerEarlyTaps(doc: Document, names: EarlyTapNames): void {
  const view = doc.defaultView;
  if (!view) return;
  const invokers = 'commandForElement' in view.HTMLButtonElement.prototype;
  doc.addEventListener('click', (event) => {
    const target = event.target as Element;
    const booking = target.closest?.(`a[${names.bookingAttr}]`);
    if (booking) {
      try {
        view.sessionStorage.setItem(names.tapKey, JSON.stringify({ place: booking.getAttribute(names.bookingAttr) || 'unnamed', page: view.location.pathname }));
      } catch {
        // Storage off or full: the scheduler still gets the site and the page it came from.
      }
    }
    if (invokers) return;
    const button = target.closest?.('button[commandfor]');
    const dialog = button && doc.getElementById(button.getAttribute('commandfor') ?? '');
    if (!dialog || !('showModal' in dialog)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !(dialog as HTMLDialogElement).open) (dialog as HTMLDialogElement).showModal();
    else if (command === 'close' && (dialog as HTMLDialogElement).open) (dialog as HTMLDialogElement).close();
  });
}
