/**
 * The site's own pages made of blocks (home, about…) are listed under Pages beside the owner's, but
 * are not the owner's to delete or move. Decap has no per-entry setting, so on their entries the
 * toolbar's Delete button is hidden and a note in its place says why (discarding a draft stays
 * possible), and View Live opens the page's fixed address (the collection's is made from a URL
 * name, which they have none of). The build refuses a missing or moved own page anyway
 * (src/content/blockPages.ts).
 */
import { ownPageAddresses } from '../../content/blockPages.ts';
import { pagesCollectionName } from '../contentCollections.ts';

/** The address of the own page whose entry the editor shows, or undefined on any other screen. */
function ownPageShown(): string | undefined {
  const [, collection, entry = ''] = /^#\/collections\/([^/]+)\/entries\/([^/?]+)$/.exec(location.hash) ?? [];
  return collection === pagesCollectionName && Object.hasOwn(ownPageAddresses, entry) ? ownPageAddresses[entry as keyof typeof ownPageAddresses] : undefined;
}

/** Decap's emotion classes carry their component's name. */
const deleteButtons = '[class*="-DeleteButton"]';
const noteClass = 'kept-page-note';

function note(address: string): HTMLParagraphElement {
  const paragraph = document.createElement('p');
  paragraph.className = noteClass;
  paragraph.setAttribute('role', 'note');
  paragraph.textContent = `This is one of the site's own pages, at ${address}: you can change everything on it, but not delete it or move it.`;
  Object.assign(paragraph.style, { margin: '0 8px', maxWidth: '22rem', fontSize: '13px', lineHeight: '1.3', alignSelf: 'center' });
  return paragraph;
}

/** Hides Delete on an own page's entry, with the note after it, and points View Live at it; touches the page only where it differs, so its own changes settle. */
function keepOwnPage(): void {
  const address = ownPageShown();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[class*="-PreviewLink"]')) {
    const live = address && new URL(address, link.href).href;
    if (live && link.href !== live) link.href = live;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(deleteButtons)) {
    // "Delete unpublished changes" discards a draft, and stays.
    const kept = address !== undefined && !/changes/i.test(button.textContent ?? '');
    if (button.hidden !== kept) button.hidden = kept;
    const noted = button.nextElementSibling?.classList.contains(noteClass) ?? false;
    if (kept && !noted && address) button.after(note(address));
  }
  for (const shown of document.querySelectorAll(`.${noteClass}`)) {
    if (!(shown.previousElementSibling instanceof HTMLButtonElement && shown.previousElementSibling.hidden)) shown.remove();
  }
}

new MutationObserver(keepOwnPage).observe(document.body, { childList: true, subtree: true });
addEventListener('hashchange', keepOwnPage);
