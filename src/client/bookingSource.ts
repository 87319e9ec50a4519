import { bookingSessionKeys } from '../components/bookingDom.ts';

/** A campaign's own parameters the scheduler keeps (its medium and content name our control and page instead). */
const campaignParameters = ['utm_source', 'utm_campaign', 'utm_term'] as const;

/** The last booking control tapped in this tab: its place and the page it was on (kept by src/client/earlyTaps.ts). */
export interface BookingTap {
  place: string;
  page: string;
  /** Set once analytics has counted it as "Booking started". */
  counted?: boolean;
}

/** Reads a value kept for this tab; nothing when storage is off or the value is not ours. */
export function readSession<Value>(storage: Storage, key: string): Value | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Value) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a value for this tab; storage that is off or full only loses the attribution, never the booking. */
export function writeSession(storage: Storage, key: string, value: object): void {
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
