/**
 * Run in the page: whether the drawer (the `<dialog>` with id `id`) has finished sliding, in or out.
 * In: open as a modal, flush with the viewport's right edge. Out: closed and no longer drawn. Either
 * way no animation or transition of it is still running: on a busy machine Chromium has given a
 * sliding drawer's box at its resting place for one frame, before the slide went on, so geometry
 * alone could end a wait early, and a tap aimed at a link in the drawer could then land beside it.
 */
export function drawerAtRest({ id, open }: { id: string; open: boolean }): boolean {
  const drawer = document.getElementById(id);
  if (!(drawer instanceof HTMLDialogElement) || drawer.getAnimations().length > 0) return false;
  if (!open) return !drawer.open && !drawer.checkVisibility({ visibilityProperty: true });
  const box = drawer.getBoundingClientRect();
  return drawer.matches('[open]:modal') && box.left >= 0 && Math.abs(box.right - innerWidth) < 1;
}
