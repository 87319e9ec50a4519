/**
 * Readers for what a visitor sees on a built page: headings, key figures, timeline labels.
 * Page tests compare them with the literals SPEC.md names.
 */
import type { Locator, Page } from 'playwright-core';

/** Trimmed text of every heading of `level` inside `scope` (a CSS selector), in document order. */
export async function headingTexts(page: Page, level: 1 | 2 | 3 | 4, scope = 'main'): Promise<string[]> {
  return page.locator(`${scope} h${level}`).evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
}

/** Label and value of each key figure in the description lists (`dl > div > dt + dd`) inside `scope`. */
export async function keyFigures(page: Page, scope: string): Promise<{ label: string; value: string }[]> {
  return page.locator(`${scope} dl > div`).evaluateAll((tiles) =>
    tiles.map((tile) => ({
      label: (tile.querySelector('dt')?.textContent ?? '').trim(),
      value: (tile.querySelector('dd')?.textContent ?? '').trim(),
    })),
  );
}

/**
 * One entry per item of the first ordered list inside `scope`: the item's first piece of text as
 * written in the HTML (a phase label or period, before any CSS text-transform), its h3 and its text.
 */
export async function orderedItems(page: Page, scope: string): Promise<{ lead: string; title: string; text: string }[]> {
  return page.locator(`${scope} ol`).first().evaluate((list) =>
    [...list.children].map((item) => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      let lead = '';
      while (!lead && walker.nextNode()) lead = (walker.currentNode.textContent ?? '').trim();
      return {
        lead,
        title: (item.querySelector('h3')?.textContent ?? '').trim(),
        text: (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
      };
    }),
  );
}

/** Text of the page's main content as written (before CSS text-transform), whitespace collapsed. */
export async function mainText(page: Page): Promise<string> {
  return ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
}

/**
 * Renders every block the page skips while offscreen (`content-visibility: auto`), as if the
 * visitor had scrolled past them all, so checks that need rendering (axe's colour contrast,
 * overflow, innerText) see the whole page. Resolves to a function that puts the deferral back.
 *
 * Blocks above the viewport then take their real height in place of their estimate. Chromium does
 * not always anchor the scroll across that change (at the end of a page, on a copy of the site whose
 * footer was skipped, one visit in four kept its scroll position while the page grew 967 px above
 * the viewport), so the view is kept in place here, as scrolling past those blocks keeps it for a
 * visitor: else checks such as axe's target-size judge a page shifted under the sticky header that
 * no visitor sees.
 */
export async function renderOffscreenBlocks(page: Page): Promise<() => Promise<void>> {
  // Synchronous, with no frame awaited: pages opened without JavaScript run no requestAnimationFrame callbacks.
  const sheet = await page.evaluateHandle(() => {
    const renderAll = new CSSStyleSheet();
    renderAll.replaceSync('* { content-visibility: visible !important; }');
    const anchor = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    const before = anchor?.getBoundingClientRect().top ?? 0;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, renderAll];
    if (anchor) window.scrollBy({ top: anchor.getBoundingClientRect().top - before, behavior: 'instant' });
    return renderAll;
  });
  // The view is not kept when the deferral goes back: blocks are skipped again only at a later frame,
  // which a script on a page opened without JavaScript has no way to wait for.
  return async () => {
    await sheet.evaluate((renderAll) => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== renderAll);
    });
    await sheet.dispose();
  };
}

/**
 * The text of each element `locator` matches as rendered (`innerText`: no hidden parts, CSS
 * text-transform applied), with the offscreen deferral lifted for the read: the text a visitor
 * sees on scrolling to it, however far below the first screen it sits.
 */
export async function renderedTexts(locator: Locator): Promise<string[]> {
  const restore = await renderOffscreenBlocks(locator.page());
  try {
    return await locator.allInnerTexts();
  } finally {
    await restore();
  }
}

/** `renderedTexts` of the one element `locator` names. */
export async function renderedText(locator: Locator): Promise<string> {
  const [text] = await renderedTexts(locator);
  if (text === undefined) throw new Error(`No element matches ${locator}`);
  return text;
}
