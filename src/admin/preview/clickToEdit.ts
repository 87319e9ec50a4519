/**
 * A click on a text of the preview puts the cursor in the field that holds it. The text clicked is
 * the one under the pointer, and its field the one its own click-to-edit mark names (clickToEditMarks.ts;
 * a text composed of several fields carries each one's mark, and the first is taken). A text no
 * field of the entry holds carries no mark and does nothing. Decap's own handler is kept from the
 * click: it reads the mark of the whole element clicked, which names another text's field where the
 * element holds several texts (a heading and a paragraph of a card) and none where a text is split
 * into parts (a bold word of a paragraph). Decap shows nothing on hover: here a text the pointer
 * is on shows an outline when a click on it reaches a field, and none when it would do nothing.
 */
import { vercelStegaDecode } from '@vercel/stega';
import { focusField } from './focusField.ts';

/**
 * The text of `element` (the element under the point) at the point (x, y): the one the browser puts
 * a caret in there, so that a click between two lines of a paragraph, or in a button's padding, is
 * on its text; none where the nearest text is a child element's (an icon beside a text is not it).
 */
function textAt(element: Element, x: number, y: number): Text | undefined {
  const document = element.ownerDocument;
  const node = document.caretPositionFromPoint ? document.caretPositionFromPoint(x, y)?.offsetNode : document.caretRangeFromPoint(x, y)?.startContainer;
  return node && node.nodeType === Node.TEXT_NODE && node.parentNode === element ? (node as Text) : undefined;
}

/** The path of the field whose mark `text` carries (`hero.title`), if any. */
function markedPath(text: string): string | undefined {
  try {
    const decoded = vercelStegaDecode<{ decap?: unknown }>(text);
    return typeof decoded?.decap === 'string' ? decoded.decap : undefined;
  } catch {
    // Invisible characters that happen to look like a mark but decode to none: no field.
    return undefined;
  }
}

/** The attribute, and its style in the preview, of the element whose text under the pointer a click would edit. */
export const pointedAttribute = 'data-click-to-edit';
export const pointedStyle = `[${pointedAttribute}] { outline: 2px dashed var(--color-primary); outline-offset: 2px; cursor: pointer; }`;

/** The preview's pointer handler: outlines the element of the text under the pointer when that text is a field's, and only then. */
export function onPreviewPointerMove(event: { target: EventTarget | null; clientX: number; clientY: number }): void {
  // The target is an element of the preview's frame, of another realm than this script's Element.
  const target = event.target as Element | null;
  if (!target?.childNodes) return;
  const text = textAt(target, event.clientX, event.clientY);
  const pointed = text && markedPath(text.data) ? target : null;
  const outlined = target.ownerDocument.querySelector(`[${pointedAttribute}]`);
  if (outlined === pointed) return;
  outlined?.removeAttribute(pointedAttribute);
  pointed?.setAttribute(pointedAttribute, '');
}

/** The preview's click handler: focuses the clicked text's field in the editor's form, and keeps the click from Decap and from a link. */
export function onPreviewClick(event: { target: EventTarget | null; clientX: number; clientY: number; stopPropagation(): void; preventDefault(): void }): void {
  event.stopPropagation();
  const target = event.target as Element | null;
  if (!target?.childNodes) return;
  // A link of the preview opened the live site's page in a new tab: a text no field holds does nothing.
  if (target.closest('a[href]')) event.preventDefault();
  const text = textAt(target, event.clientX, event.clientY);
  const path = text && markedPath(text.data);
  if (!path) return;
  event.preventDefault();
  void focusField(document, path);
}
