/** What the embedded scheduler tells the page hosting it that this site acts on (Calendly's embed events). */
export type SchedulerEvent = 'calendly.date_and_time_selected' | 'calendly.event_scheduled';

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
