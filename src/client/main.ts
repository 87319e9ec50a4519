/**
 * Browser entry: tiny and React-free. The page works without it; it adds what HTML cannot do alone.
 * The toaster island and the card reveal load their code lazily.
 */
import { afterLoad, idleAfterLoad } from './afterLoad.ts';
import { enhanceLoadMore } from './blog/loadMore.ts';
import { trackReadingProgress } from './blog/readingProgress.ts';
import { enhanceShareMenus } from './blog/shareMenu.ts';
import { keepJumpsToTheEnd } from './endOfPage.ts';
import { scrollOnNavigation } from './hashScroll.ts';
import { enhanceHeader } from './header/enhanceHeader.ts';
import { hydrateIslands } from './hydrate.ts';
import { islandLoaders } from '../islands/islands.ts';
import { logNotFound, setCurrentYear } from './pageEffects.ts';
import { prefetchBookingInView } from './prefetchBooking.ts';
import { revealCards } from './reveal.ts';
import { cacheWebFontForNextPage } from './webFont.ts';

setCurrentYear(document);
logNotFound(window);
scrollOnNavigation(window);
enhanceHeader(document, idleAfterLoad);
enhanceShareMenus(document);
enhanceLoadMore(document);
trackReadingProgress(document);
keepJumpsToTheEnd(window);
hydrateIslands(document, islandLoaders);
cacheWebFontForNextPage(document, idleAfterLoad);
prefetchBookingInView(document, idleAfterLoad);
// Once the page has loaded, so the reveal's setup never competes with the page's own resources.
afterLoad(() => void revealCards(window));
