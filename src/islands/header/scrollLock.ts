/**
 * Locks page scrolling while a modal surface is open. The scrollbar's width is replaced by padding
 * so the page does not shift sideways when the scrollbar disappears. Returns the unlock function.
 */
export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement;
  const body = doc.body;
  const view = doc.defaultView;
  const scrollbarWidth = view ? view.innerWidth - root.clientWidth : 0;
  const previous = {
    overflow: root.style.overflow,
    paddingRight: body.style.paddingRight,
  };
  root.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  root.dataset.scrollLocked = '';

  return () => {
    root.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    delete root.dataset.scrollLocked;
  };
}
