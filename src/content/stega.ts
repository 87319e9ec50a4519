/**
 * The editor's click-to-edit marks. With visual editing on, Decap hands the preview each text with
 * its field's path appended in invisible characters (@vercel/stega; a Markdown text gets one after
 * each paragraph), and a click on the drawn text puts the cursor in that field. Checks must not
 * count or match those characters, and the drawn page must still carry them: so the marks are taken
 * off before a check and put back on the checked (trimmed, figures filled in) texts after it.
 */
import { mapTexts } from './contentTexts.ts';

// The characters @vercel/stega encodes with (its VERCEL_STEGA_REGEX), four or more in a row.
const stegaCodePoints = [8203, 8204, 8205, 8288, 8289, 8290, 8291, 65279, 119155, 119156, 119157, 119158, 119159, 119160, 119161, 119162];
const stegaRun = new RegExp(`[${stegaCodePoints.map((point) => `\\u{${point.toString(16)}}`).join('')}]{4,}`, 'gu');

/** A mark in a text: the built site never carries one (a check over dist/ holds it to that). */
export const stegaMark = new RegExp(stegaRun.source, 'u');

/** The mark of each marked text, by its field path (`hero.title`, `faqs.2.answer`). */
export type StegaMarks = ReadonlyMap<string, string>;

/** `data` without marks, and the mark each text carried. */
export function withoutStega(data: unknown): { clean: unknown; marks: StegaMarks } {
  const marks = new Map<string, string>();
  const clean = mapTexts(data, (text, path) => {
    const [mark] = text.match(stegaRun) ?? [];
    if (!mark) return text;
    marks.set(path.join('.'), mark);
    return text.replace(stegaRun, '');
  });
  return { clean, marks };
}

/** `data` (checked, the same shape) with each text's mark put back: after each paragraph of a text of several. */
export function withStega<T>(data: T, marks: StegaMarks): T {
  if (marks.size === 0) return data;
  return mapTexts(data, (text, path) => {
    const mark = marks.get(path.join('.'));
    return mark ? text.split(/(\n\n+)/).map((block) => (block.trim() ? block + mark : block)).join('') : text;
  }) as T;
}

/** `text` without its marks, and the first of them ('' for none): what a text split for drawing gives each of its parts. */
export function splitStega(text: string): { text: string; mark: string } {
  const [mark = ''] = text.match(stegaRun) ?? [];
  return { text: mark ? text.replace(stegaRun, '') : text, mark };
}

/** HTML (from a marked text's Markdown) with `mark` after each of its texts, so each text, a bold word or a list item, is its field's. */
export function withMarkOnEachText(html: string, mark: string): string {
  return mark ? html.replace(/>([^<]*[^<\s][^<]*)(?=<|$)/g, (_, text: string) => `>${text}${mark}`) : html;
}
