/** Browser entry: tiny and React-free. Islands and the card reveal load their code lazily. */
import { afterLoad, idleAfterLoad } from './afterLoad.ts';
import { scrollOnNavigation } from './hashScroll.ts';
import { hydrateIslands } from './hydrate.ts';
import { islandLoaders } from './islandLoaders.ts';
import { logNotFound, setCurrentYear } from './pageEffects.ts';
import { revealCards } from './reveal.ts';
import { cacheWebFontForNextPage } from './webFont.ts';

setCurrentYear(document);
logNotFound(window);
scrollOnNavigation(window);
hydrateIslands(document, islandLoaders);
cacheWebFontForNextPage(document, idleAfterLoad);
// Once the page has loaded, so the reveal's setup never competes with the page's own resources.
afterLoad(() => void revealCards(window));
