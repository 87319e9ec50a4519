/**
 * Click-to-edit as the owner meets it: every text drawn in a part of the editor's preview pane is
 * pointed at and clicked, as a mouse does, one after the other, and what each click put the cursor
 * in is read from the editor's form.
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
  /** The form's field the cursor went to, if any: its value (a rich text's as read) and whether the owner sees it. */
  focused?: { value: string; inView: boolean };
  /** Whether the text's element showed, under the pointer, that a click on it edits it. */
  outlined: boolean;
}

/**
 * In the editor's page: whether the text last clicked (`next` - 1) is outlined as clickable under the
 * pointer, and what the click focused in the form (waiting, for an outlined text, up to two seconds
 * of frames for a field that unfolds first), the cursor then taken out of it; then text `next` of the preview scrolled to
 * and measured once it stays put, for the next click. No function is declared in here: the test's
 * transpiler would wrap it in a helper the page lacks.
 */
async function afterClickThenMeasure({ next, outline }: { next: number; outline: string }): Promise<{ outlined: boolean; focused?: { value: string; inView: boolean }; next?: { text: string; x: number; y: number }; stale?: true; missed?: true }> {
  const pane = document.querySelector('#preview-pane') as HTMLIFrameElement;
  const preview = pane.contentWindow as (Window & { previewTexts: Text[]; pressed?: EventTarget | null }) | null;
  const clicked = preview?.previewTexts[next - 1]?.parentElement;
  const outlined = clicked?.hasAttribute(outline) === true;
  // The pointer met another element than the text's (the page moved under it after it was measured).
  const missed = clicked !== undefined && clicked !== null && preview?.pressed !== clicked;
  if (preview) preview.pressed = null;
  const fields = 'input, textarea, select, [contenteditable="true"]';
  // A text outlined as clickable has its field unfolded first, which takes a busy machine some frames; another is given a few.
  for (let frames = 0; frames < (outlined ? 120 : 6) && !document.activeElement?.matches(fields); frames += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  let focused: { value: string; inView: boolean } | undefined;
  const element = document.activeElement as HTMLElement | null;
  if (element?.matches(fields)) {
    // Seen when some of it lies within the window and within every box that scrolls around it.
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
    focused = { value, inView };
    element.blur();
  }
  // A press that met another element says nothing of the text, whatever it focused.
  const result = { outlined, ...(focused ? { focused } : {}), ...(missed ? { missed: true as const } : {}) };
  const node = preview?.previewTexts[next];
  if (!preview || !node) return result;
  const range = preview.document.createRange();
  range.selectNodeContents(node);
  // Sections far down are laid out only near the viewport (content-visibility): a text there may have
  // no line box until scrolled to, and move as those above it take their real height, so it is
  // scrolled to and measured once it stays put. One replaced since the texts were collected (the
  // pane refitted to a desktop's width) has the texts collected anew.
  let line: DOMRect | undefined = range.getClientRects()[0];
  let hit = line !== undefined && preview.document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2) === node.parentElement;
  for (let frames = 0; frames < 40 && !(line && hit && line.top >= 0 && line.bottom <= preview.innerHeight); frames += 1) {
    if (!node.isConnected) return { ...result, stale: true };
    const before: DOMRect | undefined = line;
    if (!before || before.top < 0 || before.bottom > preview.innerHeight) node.parentElement?.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => preview.requestAnimationFrame(resolve));
    line = range.getClientRects()[0];
    hit = line !== undefined && before !== undefined && line.top === before.top && line.left === before.left && preview.document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2) === node.parentElement;
  }
  if (!line || !node.isConnected) return { ...result, stale: true };
  const frame = pane.getBoundingClientRect();
  // The editor draws the preview at a desktop's width and scales it to its pane (editorLayout.ts): the frame's box on screen over its own size.
  const scale = frame.width / (pane as HTMLElement).offsetWidth;
  return { ...result, next: { text: node.data, x: frame.left + (line.left + line.width / 2) * scale, y: frame.top + (line.top + line.height / 2) * scale } };
}

/**
 * In the preview: the texts a visitor sees in the parts `selector` names, laid out in the site's own
 * font (a late font would move them), kept as `previewTexts` for the clicks; how many.
 */
async function collectTexts(selector: string): Promise<number> {
  await document.fonts.ready;
  // Decap may draw an entry's preview again just after it opens (its fields' values settling): the
  // texts are collected once the pane has not changed for half a second, or they may be replaced.
  let changes = 0;
  const watcher = new MutationObserver(() => (changes += 1));
  watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  for (let seen = -1, waited = 0; seen !== changes && waited < 10_000; waited += 500) {
    seen = changes;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  watcher.disconnect();
  const scopes = [...document.querySelectorAll(selector)];
  const texts: Text[] = [];
  for (const scope of scopes) {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/[\p{L}\p{N}]/u.test(node.textContent ?? '') || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width > 2 && box.height > 2) texts.push(node as Text);
    }
  }
  const preview = window as unknown as { previewTexts: Text[]; pressed?: EventTarget | null; pressListened?: boolean };
  preview.previewTexts = texts;
  // Where each press lands, for a click that met another element than the one measured.
  if (!preview.pressListened) document.addEventListener('mousedown', (event) => (preview.pressed = event.target), true);
  preview.pressListened = true;
  return texts.length;
}

/**
 * Clicks each text drawn in the parts of the preview `selector` names (its `main`) in turn, as a mouse does: pointed
 * at in the middle of its first line (scrolled to first) and clicked; then reads what the click put
 * the cursor in, and whether the text showed under the pointer that it was clickable. A text hidden
 * but for screen readers (a link's ": Fractional CMO") is not clicked.
 */
export async function clickEachText(page: Page, selector: string): Promise<TextClick[]> {
  const collect = async () => {
    const frame = await (await page.locator('#preview-pane').elementHandle())?.contentFrame();
    if (!frame) throw new Error('the editor shows no preview pane');
    return frame.evaluate(collectTexts, selector);
  };
  let count = await collect();
  const clicks: TextClick[] = [];
  // What the last click did, read once, and text `index` measured, after collecting the texts anew if they were drawn again.
  const measure = async (index: number) => {
    const clicked = await page.evaluate(afterClickThenMeasure, { next: index, outline: pointedAttribute });
    for (let measured = clicked, collected = 0; ; collected += 1) {
      if (!measured.stale) return { ...measured, outlined: clicked.outlined, focused: clicked.focused, missed: clicked.missed };
      if (collected === 3) throw new Error(`text ${index} of the preview kept being drawn again`);
      count = await collect();
      measured = await page.evaluate(afterClickThenMeasure, { next: index, outline: pointedAttribute });
    }
  };
  let { next } = await measure(0);
  for (let index = 1; next; index += 1) {
    await page.mouse.click(next.x, next.y);
    let after = await measure(index);
    // Met another element: pointed at anew, as a person whose page moved under the pointer would.
    for (let tries = 0; after.missed && tries < 2; tries += 1) {
      const again = (await measure(index - 1)).next;
      if (!again) break;
      await page.mouse.click(again.x, again.y);
      after = await measure(index);
    }
    clicks.push({ text: asRead(next.text), outlined: after.outlined, ...(after.focused ? { focused: { ...after.focused, value: asRead(after.focused.value) } } : {}) });
    next = after.next;
  }
  if (clicks.length !== count) throw new Error(`${count} texts in the preview, ${clicks.length} clicked`);
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
