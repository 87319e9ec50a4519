/**
 * Click-to-edit as the owner meets it: every text drawn in a part of the editor's preview pane is
 * pointed at and clicked, one after the other, and what each click put the cursor in is read from the
 * editor's form. The clicks are given in the preview's own document, where the preview's handlers
 * read them (the editor test also clicks a paragraph with the mouse, through the scaled pane).
 */
import type { Page } from 'playwright-core';
import { pointedAttribute } from '../../src/admin/preview/clickToEdit.ts';
import { withClickToEditMarks, type MarkedField } from '../../src/admin/preview/clickToEditMarks.ts';
import { stegaMark } from '../../src/content/stega.ts';
import { fillText, type TokenValues } from '../../src/content/tokens.ts';

const stegaMarks = new RegExp(stegaMark.source, 'gu');

/** A text as a visitor reads it: without click-to-edit marks, its spaces run together. */
const asRead = (text: string): string => text.replace(stegaMarks, '').replace(/\s+/g, ' ').trim();

/** What a click on one text of the preview did. */
interface TextClick {
  /** The text clicked, as read. */
  text: string;
  /** Its element, as a selector reads it (`li`, `span.badge`), to tell apart texts that read alike. */
  element: string;
  /** The form's field the cursor went to, if any: its value (a rich text's as read) and whether the owner sees it. */
  focused?: { value: string; inView: boolean };
  /** Whether the text's element showed, under the pointer, that a click on it edits it. */
  outlined: boolean;
}

/**
 * In the preview: the texts a visitor sees in the parts `selector` names, laid out in the site's own
 * font (a late font would move them), kept as `previewTexts` for the clicks; how many. Decap may draw
 * an entry's preview again just after it opens (its fields' values settling): the texts are collected
 * once the pane has not changed for half a second. No function is declared in here: the test's
 * transpiler would wrap it in a helper the page lacks.
 */
async function collectTexts(selector: string): Promise<number> {
  await document.fonts.ready;
  let changes = 0;
  const watcher = new MutationObserver(() => (changes += 1));
  watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  for (let seen = -1, waited = 0; seen !== changes && waited < 10_000; waited += 500) {
    seen = changes;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  watcher.disconnect();
  const texts: Text[] = [];
  for (const scope of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/[\p{L}\p{N}]/u.test(node.textContent ?? '') || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width > 2 && box.height > 2) texts.push(node as Text);
    }
  }
  (window as unknown as { previewTexts: Text[] }).previewTexts = texts;
  return texts.length;
}

/**
 * In the preview: text `index` scrolled to the middle of the pane when not in it, and once its first line stays put
 * (sections far down are laid out only near the viewport, content-visibility) and is the element's
 * under its middle, pointed at there and clicked, in the preview's own coordinates: the pointer's
 * move and click are given to the element under the point, as the browser gives a mouse's, in one
 * task, so nothing can move between the aim and the press. `stale` when the text was drawn anew
 * since it was collected.
 */
async function pointAndClick({ index, outline }: { index: number; outline: string }): Promise<{ text: string; element: string; outlined: boolean } | { stale: true }> {
  const node = (window as unknown as { previewTexts: Text[] }).previewTexts[index];
  if (!node?.isConnected || !node.parentElement) return { stale: true };
  const element = node.parentElement;
  const range = document.createRange();
  range.selectNodeContents(node);
  let line: DOMRect | undefined = range.getClientRects()[0];
  for (let frames = 0, still = false; frames < 60 && !still; frames += 1) {
    if (!line || line.top < 0 || line.bottom > innerHeight) element.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (!node.isConnected) return { stale: true };
    const before: DOMRect | undefined = line;
    line = range.getClientRects()[0];
    const onIt = line !== undefined && document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2) === element;
    still = onIt && before !== undefined && line!.top === before.top && line!.left === before.left;
  }
  if (!line) throw new Error(`"${node.data}" has no line box in the preview`);
  const point = { clientX: line.left + line.width / 2, clientY: line.top + line.height / 2 };
  const target = document.elementFromPoint(point.clientX, point.clientY) ?? element;
  document.querySelector(`[${outline}]`)?.removeAttribute(outline);
  target.dispatchEvent(new MouseEvent('mousemove', { ...point, bubbles: true, view: window }));
  const outlined = element.hasAttribute(outline);
  target.dispatchEvent(new MouseEvent('click', { ...point, bubbles: true, cancelable: true, view: window, detail: 1 }));
  return { text: node.data, element: [element.localName, ...element.classList].join('.'), outlined };
}

/**
 * In the editor's page: the form's field the last click put the cursor in (a text outlined as
 * clickable given up to five seconds for the items and groups around its field to unfold, another a
 * few frames), its value and whether the owner sees it:
 * some of it within the window and within every box that scrolls around it. The cursor is then taken
 * out of it, for the next click.
 */
async function focusedField(outlined: boolean): Promise<{ value: string; inView: boolean } | undefined> {
  const fields = 'input, textarea, select, [contenteditable="true"]';
  const until = performance.now() + (outlined ? 5000 : 100);
  while (performance.now() < until && !document.activeElement?.matches(fields)) await new Promise((resolve) => requestAnimationFrame(resolve));
  const element = document.activeElement as HTMLElement | null;
  if (!element?.matches(fields)) return undefined;
  // Its scroll into the middle of the form is smooth: the view is read once it has ended.
  for (let frames = 0, top = NaN; frames < 60 && element.getBoundingClientRect().top !== top; frames += 1) {
    top = element.getBoundingClientRect().top;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  let seen = element.getBoundingClientRect();
  let inView = seen.bottom > 0 && seen.top < innerHeight;
  for (let box = element.parentElement; box && inView; box = box.parentElement) {
    if (!/(auto|scroll|hidden)/.test(getComputedStyle(box).overflowY)) continue;
    const frame = box.getBoundingClientRect();
    const top = Math.max(seen.top, frame.top);
    const bottom = Math.min(seen.bottom, frame.bottom);
    inView = bottom - top >= Math.min(16, seen.height);
    seen = new DOMRect(seen.left, top, seen.width, bottom - top);
  }
  const value = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement ? element.value : element.innerText;
  element.blur();
  return { value, inView };
}

/**
 * Clicks each text drawn in the parts of the preview `selector` names (its `main`) in turn: pointed
 * at in the middle of its first line (scrolled to first) and clicked; then reads what the click put
 * the cursor in, and whether the text showed under the pointer that it was clickable. A text hidden
 * but for screen readers (a link's ": Fractional CMO") is not clicked.
 */
export async function clickEachText(page: Page, selector: string): Promise<TextClick[]> {
  const frame = await (await page.locator('#preview-pane').elementHandle())?.contentFrame();
  if (!frame) throw new Error('the editor shows no preview pane');
  let count = await frame.evaluate(collectTexts, selector);
  const clicks: TextClick[] = [];
  for (let index = 0, collected = 0; index < count; ) {
    const clicked = await frame.evaluate(pointAndClick, { index, outline: pointedAttribute });
    if ('stale' in clicked) {
      // Drawn anew (the pane refitted, or Decap drew the entry again): the texts are collected again and the click given again.
      if ((collected += 1) > 3) throw new Error(`text ${index} of the preview kept being drawn again`);
      count = await frame.evaluate(collectTexts, selector);
      continue;
    }
    const focused = await page.evaluate(focusedField, clicked.outlined);
    clicks.push({ text: asRead(clicked.text), element: clicked.element, outlined: clicked.outlined, ...(focused ? { focused: { ...focused, value: asRead(focused.value) } } : {}) });
    index += 1;
  }
  return clicks;
}

/** The texts of `data` the editor marks for click-to-edit (its text fields', by `fields`), figures filled in, as written (lines and Markdown kept). */
export function textsHeld(data: unknown, fields: readonly MarkedField[], figures: TokenValues): string[] {
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (stegaMark.test(value)) texts.push(fillText(value, figures).replace(stegaMarks, ''));
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  visit(withClickToEditMarks(data, fields));
  return texts;
}

/**
 * The values of `data` chosen from a list (a post's category: a select field), which the preview
 * draws without a click-to-edit mark, as Decap's own visual editing does: a mark would make the
 * value no longer one of the list's.
 */
export function choicesHeld(data: unknown, fields: readonly MarkedField[]): string[] {
  const record = (data ?? {}) as Record<string, unknown>;
  return fields.flatMap((field) => {
    const value = record[field.name];
    if (field.widget === 'select') return (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string');
    return field.fields && typeof value === 'object' ? choicesHeld(value, field.fields) : [];
  });
}

/** `text` without the punctuation and spaces drawn around it (a link's ": Fractional CMO" for screen readers). */
const core = (text: string) => text.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/**
 * Whether a click on `text` that put the cursor in a field holding `value` (figures filled in)
 * reached that text's own field: the field holds the text, or, for a text composed of a field and
 * words around it ("3,089 views"), the text holds the field's value.
 */
export function reachedItsField(text: string, value: string, figures: TokenValues): boolean {
  const clicked = core(text);
  const held = asRead(fillText(value, figures));
  return held.includes(clicked) || (held.length > 0 && clicked.includes(held));
}

/**
 * Whether the entry's marked texts hold `text` as one of the texts a page draws of them: a whole
 * value, a paragraph or line of it, or a run of Markdown between its marks (`**`, `*`, a link's
 * brackets). A sentence that merely contains the words ("Book a free strategy call with…") does not
 * make the site's "Book a free strategy call" button the entry's.
 */
export function isHeld(text: string, held: readonly string[]): boolean {
  const wanted = core(text);
  if ((wanted.match(/\p{L}/gu) ?? []).length < 2) return false;
  const drawn = held.flatMap((value) => value.split(/\n+|\*\*|\*|__|`|\[|\]\([^)]*\)|^#+\s|^[-+]\s|^\d+\.\s|\|/mu));
  return drawn.some((piece) => core(asRead(piece)) === wanted);
}
