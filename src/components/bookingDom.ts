/**
 * What the booking controls, the booking page and its script (src/client/booking.ts) agree on. Every
 * booking control carries `speculationDom.bookingAttr`, whose value is its place: the scheduler
 * receives it as `utm_medium`.
 */
const bookingPlaces = [
  'header',
  'drawer',
  'hero',
  'closing-band',
  'article',
  'pricing-plan',
  'pricing-add-on',
  'contact-card',
  'qr-code',
  'landing-block',
] as const;

/** Where on a page a booking control sits. A new kind of section with a booking control adds its name above. */
export type BookingPlace = (typeof bookingPlaces)[number];

export const bookingDom = {
  /** On the frame's space: the scheduler's address (with the site as `utm_source`), for the script to embed. */
  frameAttr: 'data-scheduler-frame',
  /** On the frame's space: the frame's name for screen readers. */
  frameTitleAttr: 'data-scheduler-title',
  /** On the link that opens the scheduler in a new tab: it gets the frame's attribution too. */
  schedulerLinkAttr: 'data-scheduler-link',
  /** On the confirmation shown once the scheduler reports a booked call (hidden until then); the first one takes focus. */
  confirmationAttr: 'data-booking-confirmation',
  /** On what the confirmation replaces (hidden once the call is booked). */
  beforeBookingAttr: 'data-before-booking',
} as const;

/** The session keys the pages of one tab share: the campaign the visit began on, and the last booking control tapped. */
export const bookingSessionKeys = { campaign: 'booking-campaign', tap: 'booking-tap' } as const;
