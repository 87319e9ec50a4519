import { bookingDom, bookingSessionKeys } from '../components/bookingDom.ts';
import type { TrackGoal } from './analytics.ts';

/** A campaign's own parameters the scheduler keeps (its medium and content name our control and page instead). */
const campaignParameters = ['utm_source', 'utm_campaign', 'utm_term'] as const;

/** The last booking control tapped in this tab: its place and the page it was on (kept by src/client/earlyTaps.ts). */
interface BookingTap {
  place: string;
  page: string;
  /** Set once analytics has counted it as "Booking started". */
  counted?: boolean;
}

/** Reads a value kept for this tab; nothing when storage is off or the value is not ours. */
function readSession<Value>(storage: Storage, key: string): Value | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Value) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a value for this tab; storage that is off or full only loses the attribution, never the booking. */
function writeSession(storage: Storage, key: string, value: object): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Private modes with no storage: the scheduler still gets the site as the source.
  }
}

/** The campaign's own parameters in a query string. */
function campaignIn(query: URLSearchParams): Record<string, string> {
  return Object.fromEntries(campaignParameters.flatMap((name) => {
    const value = query.get(name);
    return value ? [[name, value]] : [];
  }));
}

/** A visit that lands on a campaign URL keeps its campaign for the rest of the tab's visit (sessionStorage: no cookie). */
export function keepCampaign(win: Window): void {
  const campaign = campaignIn(new URLSearchParams(win.location.search));
  if (Object.keys(campaign).length > 0) writeSession(win.sessionStorage, bookingSessionKeys.campaign, campaign);
}

/** The page of this site the visit came from, whole (the browser gives this site's own pages their full address), if any. */
function pageCameFrom(referrer: string, origin: string): URL | null {
  try {
    const from = new URL(referrer);
    return from.origin === origin ? from : null;
  } catch {
    return null;
  }
}

/**
 * The `utm_…` parameters for the scheduler from what this tab kept: the campaign's, then the control
 * and page tapped. A campaign is kept by the page's script, which starts a second after the load, and
 * a tap kept nothing where storage is off, so the page the visit came from (`referrer`, when on this
 * site's `origin`) stands in for the campaign and the page.
 */
export function bookingAttribution(storage: Storage, referrer: string, origin: string): Record<string, string> {
  const from = pageCameFrom(referrer, origin);
  const campaign = readSession<Record<string, string>>(storage, bookingSessionKeys.campaign) ?? (from ? campaignIn(from.searchParams) : {});
  const tap = readSession<BookingTap>(storage, bookingSessionKeys.tap);
  const kept = Object.fromEntries(campaignParameters.flatMap((name) => (typeof campaign[name] === 'string' ? [[name, campaign[name]]] : [])));
  const tapped: Record<string, string> = tap ? { utm_medium: String(tap.place), utm_content: String(tap.page) } : from ? { utm_content: from.pathname } : {};
  return { ...kept, ...tapped };
}

/** What the embedded scheduler tells the page hosting it that this site acts on (Calendly's embed events). */
type SchedulerEvent = 'calendly.date_and_time_selected' | 'calendly.event_scheduled';

const isAddress = (value: unknown) => typeof value === 'string' && /^https:\/\//.test(value);

/**
 * The scheduler's event a message carries, or null: only from the configured scheduler's origin, and
 * only in the shape Calendly sends (`{ event, payload }`; a booked call names its event and invitee).
 */
export function schedulerEvent(message: MessageEvent, schedulerOrigin: string): SchedulerEvent | null {
  if (message.origin !== schedulerOrigin) return null;
  const data: unknown = message.data;
  if (!data || typeof data !== 'object') return null;
  const { event, payload } = data as { event?: unknown; payload?: { event?: { uri?: unknown }; invitee?: { uri?: unknown } } };
  if (event === 'calendly.date_and_time_selected') return event;
  if (event === 'calendly.event_scheduled' && isAddress(payload?.event?.uri) && isAddress(payload?.invitee?.uri)) return event;
  return null;
}

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
