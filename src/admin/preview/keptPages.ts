/**
 * The site's own pages made of blocks (home, about…) are listed under Pages beside the owner's, but
 * are not the owner's to delete or move. Decap has no per-entry setting, so on their entries the
 * toolbar's Delete is hidden with a note in its place (discarding a draft stays), and View Live
 * opens the page's fixed address (the collection's is made from a URL name, which they have none
 * of). The build refuses a missing or moved own page anyway (src/content/blockPages.ts).
 */
import { ownPageNames } from '../../content/blockPages.ts';
import { paths } from '../../paths.ts';
import { pagesCollectionName } from '../contentCollections.ts';

const noteClass = 'kept-page-note';

/** Touches the page only where it differs from what it should be, so that the changes it observes settle. */
function keepOwnPage(): void {
  const [, collection, entry = ''] = /^#\/collections\/([^/]+)\/entries\/([^/?]+)$/.exec(location.hash) ?? [];
  const own = ownPageNames.find((name) => collection === pagesCollectionName && name === entry);
  const address = own && paths[own];
  // Decap's emotion classes carry their component's name.
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[class*="-PreviewLink"]')) {
    const live = address && new URL(address, link.href).href;
    if (live && link.href !== live) link.href = live;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[class*="-DeleteButton"]')) {
    // "Delete unpublished changes" discards a draft, and stays.
    const kept = address !== undefined && !/changes/i.test(button.textContent ?? '');
    // Decap's style shows a button whatever its hidden attribute says.
    if (button.hidden !== kept) Object.assign(button, { hidden: kept }).style.display = kept ? 'none' : '';
    if (!kept || button.nextElementSibling?.classList.contains(noteClass)) continue;
    const words = `This is one of the site's own pages, at ${address}: you can change everything on it, but not delete it or move it.`;
    button.insertAdjacentHTML('afterend', `<p class="${noteClass}" role="note" style="margin:0 8px;max-width:22rem;font-size:13px;line-height:1.3;align-self:center">${words}</p>`);
  }
  for (const note of document.querySelectorAll(`.${noteClass}`)) {
    if (!(note.previousElementSibling instanceof HTMLButtonElement && note.previousElementSibling.hidden)) note.remove();
  }
}

new MutationObserver(keepOwnPage).observe(document.body, { childList: true, characterData: true, subtree: true });
addEventListener('hashchange', keepOwnPage);
