/**
 * Invoker commands (`<button commandfor="id" command="show-modal">`) open and close the drawer with
 * no script in browsers that have them (Chromium 135, Firefox 144, Safari 26.2). For older ones, the
 * two commands the site uses, done the same way.
 */
export function supportInvokerCommands(doc: Document): void {
  const view = doc.defaultView;
  if (!view || supportsInvokerCommands(view)) return;
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('button[commandfor]');
    const target = button && doc.getElementById(button.getAttribute('commandfor') ?? '');
    if (!target || !('showModal' in target)) return;
    const dialog = target as HTMLDialogElement;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close' && dialog.open) dialog.close();
  });
}

/** Whether the browser runs `commandfor`/`command` itself. */
export function supportsInvokerCommands(view: Window & typeof globalThis): boolean {
  return 'commandForElement' in view.HTMLButtonElement.prototype;
}
