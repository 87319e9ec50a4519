/**
 * What a dropdown built on a native `<details>` needs beyond opening and closing, shared by the
 * header's Services menu and the article's Share menu: Escape closes it and hands keyboard focus
 * back to its trigger, a press outside closes it, opening one closes any other open one, and a page
 * restored from the back/forward cache shows it closed.
 */
export interface Dismissable {
  disclosure: HTMLDetailsElement;
  /** What counts as inside: a press here keeps it open, Escape from here closes it (default: the disclosure). */
  scope?: HTMLElement;
  /** Where focus goes when it closes from the keyboard or from a choice made in it. */
  returnFocusTo: HTMLElement;
  /** Called whenever this behaviour closes it, before focus returns. */
  onClose?: () => void;
}

/** Closes the disclosure, handing focus back to its trigger when `returnFocus`. */
export type CloseDisclosure = (returnFocus: boolean) => void;

const registered = new WeakMap<Document, Map<HTMLDetailsElement, CloseDisclosure>>();

let returningFocus = false;

/** True while focus is being handed back: a focus handler must not reopen what has just closed. */
export function isReturningFocus(): boolean {
  return returningFocus;
}

export function dismissable({ disclosure, scope = disclosure, returnFocusTo, onClose }: Dismissable): CloseDisclosure {
  const doc = disclosure.ownerDocument;
  const close: CloseDisclosure = (returnFocus) => {
    disclosure.open = false;
    onClose?.();
    if (!returnFocus) return;
    returningFocus = true;
    try {
      returnFocusTo.focus({ preventScroll: true });
    } finally {
      returningFocus = false;
    }
  };
  const others = registered.get(doc) ?? new Map<HTMLDetailsElement, CloseDisclosure>();
  registered.set(doc, others.set(disclosure, close));

  scope.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !disclosure.open) return;
    // Escape belongs to this menu alone: it neither leaves full screen nor reaches a dialog around it.
    event.preventDefault();
    event.stopPropagation();
    close(true);
  });
  doc.addEventListener('pointerdown', (event) => {
    if (disclosure.open && !scope.contains(event.target as Node)) close(false);
  });
  disclosure.addEventListener('toggle', () => {
    if (!disclosure.open) return;
    for (const [other, closeOther] of others) if (other !== disclosure && other.open) closeOther(false);
  });
  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) close(false);
  });
  return close;
}
