/**
 * A click on a text of the preview puts the cursor in the field that holds it. The text clicked is
 * the one under the pointer, and its field the one its own click-to-edit mark names (clickToEditMarks.ts;
 * a text composed of several fields carries each one's mark, and the first is taken). A text no
 * field of the entry holds carries no mark and does nothing. Decap's own handler is kept from the
 * click: it reads the mark of the whole element clicked, which names another text's field where the
 * element holds several texts (a heading and a paragraph of a card) and none where a text is split
 * into parts (a bold word of a paragraph).
 */
import { vercelStegaDecode } from '@vercel/stega';
import { focusField } from './focusField.ts';

/** The text node of `element` drawn under the point (x, y), if any. */
export function textAt(element: Element, x: number, y: number): Text | undefined {
  const range = element.ownerDocument.createRange();
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE) continue;
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some((rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom)) return node as Text;
  }
  return undefined;
}

/** The path of the field whose mark `text` carries (`hero.title`), if any. */
export function markedPath(text: string): string | undefined {
  try {
    const decoded = vercelStegaDecode<{ decap?: unknown }>(text);
    return typeof decoded?.decap === 'string' ? decoded.decap : undefined;
  } catch {
    // Invisible characters that happen to look like a mark but decode to none: no field.
    return undefined;
  }
}

/** The preview's click handler: focuses the clicked text's field in the editor's form, and keeps the click from Decap and from a link. */
export function onPreviewClick(event: { target: EventTarget | null; clientX: number; clientY: number; stopPropagation(): void; preventDefault(): void }): void {
  event.stopPropagation();
  // The target is an element of the preview's frame, of another realm than this script's Element.
  const target = event.target as Element | null;
  if (!target?.childNodes) return;
  const text = textAt(target, event.clientX, event.clientY);
  const path = text && markedPath(text.data);
  if (!path) return;
  event.preventDefault();
  void focusField(document, path);
}
