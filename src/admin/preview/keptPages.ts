/**
 * The site's own pages made of blocks (home, about…) are listed under Pages beside the owner's, but
 * are not the owner's to delete or move. Decap has no per-entry setting, so on their entries the
 * toolbar's Delete is hidden with a note in its place (discarding a draft stays), so are the fields
 * only the owner's pages set (the URL name, the menus…), and View Live opens the page's fixed
 * address (the collection's is made from a URL name). The build refuses a missing or moved own page
 * anyway (src/content/blockPages.ts).
 */
import { ownersFields, ownPageNames } from '../../content/blockPages.ts';
import { paths } from '../../paths.ts';
import { linkedFromField } from '../linkedFromField.ts';
import { pagesCollectionName } from '../contentCollections.ts';

// Decap's emotion classes carry their component's name; a field's label is for its control (`slug-field-12`). Its style shows a hidden button.
const sheet = new CSSStyleSheet();
// The pages linking here go too: their hint is about renaming or deleting the page.
const ownersControls = [...ownersFields, linkedFromField.name].map((field) => `[class*="-ControlContainer"]:has(label[for^="${field}-field-"])`);
sheet.replaceSync(`html[data-own-page] :is(${ownersControls.join()}), [data-kept] { display: none !important; }`);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

/** Touches the page only where it differs from what it should be, so that the changes it observes settle. */
function keepOwnPage(): void {
  const [, collection, entry = ''] = /^#\/collections\/([^/]+)\/entries\/([^/?]+)$/.exec(location.hash) ?? [];
  const own = ownPageNames.find((name) => collection === pagesCollectionName && name === entry);
  const address = own && paths[own];
  document.documentElement.toggleAttribute('data-own-page', address !== undefined);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[class*="-PreviewLink"]')) {
    const live = address && new URL(address, link.href).href;
    if (live && link.href !== live) link.href = live;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[class*="-DeleteButton"]')) {
    // "Delete unpublished changes" discards a draft, and stays.
    const kept = address !== undefined && !/changes/i.test(button.textContent ?? '');
    if (button.hidden !== kept) Object.assign(button, { hidden: kept }).toggleAttribute('data-kept', kept);
    if (!kept || button.nextElementSibling?.hasAttribute('data-kept-note')) continue;
    const words = `This is one of the site's own pages, at ${address}: you can change everything on it, but not delete it or move it.`;
    button.insertAdjacentHTML('afterend', `<p data-kept-note role="note" style="margin:0 8px;max-width:22rem;font-size:13px;line-height:1.3;align-self:center">${words}</p>`);
  }
  for (const note of document.querySelectorAll('[data-kept-note]')) if (!note.previousElementSibling?.hasAttribute('data-kept')) note.remove();
}

new MutationObserver(keepOwnPage).observe(document.body, { childList: true, characterData: true, subtree: true });
addEventListener('hashchange', keepOwnPage);
