import { prefetchNowRules, speculationDom } from '../components/speculationDom.ts';
import type { IdleScheduler } from './afterLoad.ts';

/**
 * Once this page has loaded and is idle, and a booking control is in view, adds speculation rules
 * that fetch the booking page at once: a tap on one then opens a page that is already here. Never
 * before the load, so it costs this page's own paint nothing; never on the booking page itself.
 * Browsers without speculation rules ignore them and fetch on the tap.
 */
export function prefetchBookingInView(doc: Document, idle: IdleScheduler): void {
  const here = doc.defaultView?.location.pathname;
  const controls = [...doc.querySelectorAll<HTMLAnchorElement>(`a[${speculationDom.bookingAttr}]`)].filter((link) => link.pathname !== here);
  if (controls.length === 0 || !('IntersectionObserver' in (doc.defaultView ?? {}))) return;
  idle(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const rules = doc.createElement('script');
      rules.type = 'speculationrules';
      rules.setAttribute(speculationDom.prefetchNowAttr, '');
      rules.textContent = prefetchNowRules([...new Set(controls.map((control) => control.pathname))]);
      doc.head.append(rules);
    });
    for (const control of controls) observer.observe(control);
  });
}
