import { speculationDom } from '../components/speculationDom.ts';
import type { IdleScheduler } from './afterLoad.ts';

/**
 * Once this page has loaded and is idle, and a booking control is in view, marks the booking links
 * so the page's speculation rules fetch the booking page at once (src/components/SpeculationRules.tsx):
 * a tap on one then opens a page that is already here. Never before the load, so it costs this
 * page's own paint nothing; never on the booking page itself.
 */
export function prefetchBookingInView(doc: Document, idle: IdleScheduler): void {
  const here = doc.defaultView?.location.pathname;
  const controls = [...doc.querySelectorAll<HTMLAnchorElement>(`a[${speculationDom.bookingAttr}]`)].filter((link) => link.pathname !== here);
  if (controls.length === 0 || !('IntersectionObserver' in (doc.defaultView ?? {}))) return;
  idle(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (const control of controls) control.setAttribute(speculationDom.prefetchNowAttr, '');
    });
    for (const control of controls) observer.observe(control);
  });
}
