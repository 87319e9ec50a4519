/**
 * Browser entry: tiny and React-free. The page works without it; it adds what HTML cannot do alone.
 * The toaster island and the card reveal load their code lazily.
 *
 * Its start-up runs in turns (inTurns.ts): a tap made while it runs (on the booking page, which
 * starts it at once, even as the page first paints) is answered between two small steps, not after
 * all of them. Nothing here reads layout or restyles the page at start;
 * what nobody is waiting for waits for the page to be idle after its load.
 */
import { idleAfterLoad } from './afterLoad.ts';
import type { AnalyticsConfig } from './analyticsConfig.ts';
import { countBookingGoals, embedScheduler, keepCampaign } from './booking.ts';
import { enhanceLoadMore } from './blog/loadMore.ts';
import { trackReadingProgress } from './blog/readingProgress.ts';
import { enhanceShareMenus } from './blog/shareMenu.ts';
import { keepJumpsToTheEnd } from './endOfPage.ts';
import { scrollOnNavigation } from './hashScroll.ts';
import { enhanceDrawer } from './header/drawer.ts';
import { enhanceServicesMenu } from './header/servicesMenu.ts';
import { hydrateIslands } from './hydrate.ts';
import { inTurns } from './inTurns.ts';
import { islandLoaders } from '../islands/islands.ts';
import { logNotFound, setCurrentYear } from './pageEffects.ts';
import { prefetchBookingInView } from './prefetchBooking.ts';
import { revealCards } from './reveal.ts';
import { cacheWebFontForNextPage } from './webFont.ts';

/** The owner's analytics settings, written in by the build; null (and the code that loads them left out) when off. */
declare const SITE_ANALYTICS: AnalyticsConfig | null;

void inTurns(window, [
  // First what a visitor may already be reaching for: a #hash landed on. (Menu where the browser lacks
  // invoker commands, and the place of a booking control tapped, are kept from the first paint by the
  // head's inline script: src/client/earlyTaps.ts.)
  () => scrollOnNavigation(window),
  // Where a booking comes from: the campaign landed on.
  () => keepCampaign(window),
  // On the booking page, the scheduler's frame with that attribution.
  () => embedScheduler(document),
  () => enhanceDrawer(document, idleAfterLoad),
  () => enhanceShareMenus(document),
  () => enhanceLoadMore(document),
  () => trackReadingProgress(document),
  () => keepJumpsToTheEnd(window),
  () => hydrateIslands(document, islandLoaders),
  () => setCurrentYear(document),
  () => logNotFound(window),
  () => cacheWebFontForNextPage(document, idleAfterLoad),
  () => prefetchBookingInView(document, idleAfterLoad),
  // The reveal's setup hides the cards below the fold: a restyle nobody waits for, never in front of a tap.
  () => idleAfterLoad(() => void revealCards(window)),
  // Last: its marker says the whole start-up has run (the tests wait for it before they tap).
  () => enhanceServicesMenu(document),
]);

// Analytics, when the owner has them on (left out of the bundle when off): never before the page is
// idle after its load; a chunk that cannot load leaves the page as it is.
if (SITE_ANALYTICS) {
  const settings = SITE_ANALYTICS;
  idleAfterLoad(() => void import('./analytics.ts').then(({ startAnalytics }) => countBookingGoals(window, startAnalytics(window, settings))).catch(() => undefined));
}
