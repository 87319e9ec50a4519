import { bookingDom } from '../components/bookingDom.ts';
import { bookingAttribution } from './bookingSource.ts';
import { schedulerEvent } from './schedulerMessages.ts';

/**
 * On the booking page: embeds the scheduler once, its address carrying where the visit came from
 * (the page's HTML stays the same for every visitor, and a browser without script shows the plain
 * frame from `<noscript>`), and acknowledges a booked call on our page.
 */
export function embedScheduler(doc: Document): void {
  const space = doc.querySelector<HTMLElement>(`[${bookingDom.frameAttr}]`);
  const win = doc.defaultView;
  if (!space || !win) return;
  const address = new URL(space.getAttribute(bookingDom.frameAttr) ?? '');
  for (const [name, value] of Object.entries(bookingAttribution(win.sessionStorage, doc.referrer, win.location.origin))) address.searchParams.set(name, value);
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(`a[${bookingDom.schedulerLinkAttr}]`)) link.href = address.toString();
  // Calendly tells the hosting page what happens in the frame only when embedded under these names.
  address.searchParams.set('embed_domain', win.location.hostname);
  address.searchParams.set('embed_type', 'Inline');
  const frame = doc.createElement('iframe');
  frame.title = space.getAttribute(bookingDom.frameTitleAttr) ?? '';
  frame.loading = 'lazy';
  frame.src = address.toString();
  space.append(frame);
  win.addEventListener('message', (message) => {
    if (schedulerEvent(message, address.origin) === 'calendly.event_scheduled') showConfirmation(doc);
  });
}

/** Shows the confirmation in place of the invitation to book, and moves focus to it so screen readers announce it. */
function showConfirmation(doc: Document): void {
  const confirmation = doc.querySelector<HTMLElement>(`[${bookingDom.confirmationAttr}]`);
  if (!confirmation || !confirmation.hidden) return;
  for (const element of doc.querySelectorAll<HTMLElement>(`[${bookingDom.beforeBookingAttr}]`)) element.hidden = true;
  for (const element of doc.querySelectorAll<HTMLElement>(`[${bookingDom.confirmationAttr}]`)) element.hidden = false;
  confirmation.focus();
}
