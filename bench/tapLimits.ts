import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The limit of each tap: a bare page holding only the native element that answers it, no stylesheet
 * and no script of ours, so the browser's own time from a touch to the frame that shows the answer.
 * Text above and below the control lets a thumb scroll the page first, as on the site.
 */
export const tapLimitPages = {
  /** Menu: an invoker button opening a modal dialog with two links. */
  dialog: '/tap-limit/dialog/',
  /** Services and Share: a disclosure with a short list of links. */
  details: '/tap-limit/details/',
  /** Load More: a button whose click appends list items (the least script a list can grow by). */
  list: '/tap-limit/list/',
} as const;

/** What each limit page's tap must show, in the terms of bench/tapTimings.ts. */
export const tapLimitAnswers = {
  dialog: { control: 'button[commandfor]', shows: 'dialog' },
  details: { control: 'summary', shows: 'details li' },
  list: { control: 'button', shows: 'li', showsMoreThan: 0 },
} as const;

const filler = Array.from({ length: 12 }, (_, index) => `<p>Paragraph ${index + 1} of a bare page: some text to scroll past, nothing else on it.</p>`).join('');

const controls: Record<keyof typeof tapLimitPages, string> = {
  dialog: '<button commandfor="menu" command="show-modal">Menu</button><dialog id="menu"><a href="#one">One</a> <a href="#two">Two</a></dialog>',
  details: '<details><summary>Services</summary><ul><li><a href="#one">One</a></li><li><a href="#two">Two</a></li><li><a href="#three">Three</a></li></ul></details>',
  // The one script of the limits: the least a page can do to grow a list on a press.
  list: '<button type="button" onclick="for (let i = 1; i <= 6; i += 1) document.getElementById(\'list\').append(Object.assign(document.createElement(\'li\'), { textContent: \'Post \' + i }))">Load more</button><ul id="list"></ul>',
};

function limitPage(kind: keyof typeof tapLimitPages): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Tap limit: ${kind}</title><link rel="icon" href="data:,"></head><body>`,
    `<h1>Tap limit: ${kind}</h1>${filler}${controls[kind]}${filler}`,
    '</body></html>',
  ].join('');
}

/** Writes the limit pages into `dir`, served by the same host as the site (beside bench/navigationTimings.ts's bare pages). */
export async function writeTapLimitPages(dir: string): Promise<void> {
  for (const kind of Object.keys(tapLimitPages) as (keyof typeof tapLimitPages)[]) {
    await mkdir(path.join(dir, tapLimitPages[kind]), { recursive: true });
    await writeFile(path.join(dir, tapLimitPages[kind], 'index.html'), limitPage(kind));
  }
}
