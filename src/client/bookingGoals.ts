import { bookingDom, bookingSessionKeys } from '../components/bookingDom.ts';
import type { TrackGoal } from './analytics.ts';
import { readSession, writeSession, type BookingTap } from './bookingSource.ts';
import { schedulerEvent, type SchedulerEvent } from './schedulerMessages.ts';

/** The goals the owner adds in the dashboard (docs/bookings-and-analytics.md), beside "Booking started". */
const goalOf: Record<SchedulerEvent, string> = {
  'calendly.date_and_time_selected': 'Date picked',
  'calendly.event_scheduled': 'Call booked',
};

/**
 * On the booking page, with analytics on: "Booking started" for the control tapped to get here
 * (counted once, on arrival, so a tap at the first paint of the page before is counted too), then
 * "Date picked" and "Call booked" as the scheduler reports them, each with that control's place and page.
 */
export function countBookingGoals(win: Window, trackGoal: TrackGoal): void {
  const space = win.document.querySelector(`[${bookingDom.frameAttr}]`);
  if (!space) return;
  const tap = readSession<BookingTap>(win.sessionStorage, bookingSessionKeys.tap);
  const source = tap ? { place: String(tap.place), page: String(tap.page) } : undefined;
  if (tap && !tap.counted) {
    trackGoal('Booking started', source);
    writeSession(win.sessionStorage, bookingSessionKeys.tap, { ...tap, counted: true });
  }
  const schedulerOrigin = new URL(space.getAttribute(bookingDom.frameAttr) ?? '').origin;
  win.addEventListener('message', (message) => {
    const event = schedulerEvent(message, schedulerOrigin);
    if (event) trackGoal(goalOf[event], source);
  });
}
