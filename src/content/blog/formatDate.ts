/**
 * Post dates are calendar dates (`yyyy-mm-dd`), not instants: they are formatted in UTC so every
 * time zone (the build machine's included) prints the same day.
 */
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as `yyyy-mm-dd` (rejects 2024-02-30, 2023-13-01). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day of a post's date, which may carry a time (2026-12-01T09:00-05:00): the day readers see. */
export const dayOf = (date: string): string => date.slice(0, 10);

/** The date at midnight UTC. Throws for anything but a real `yyyy-mm-dd` date. */
function utcDate(value: string): Date {
  if (!isIsoDate(value)) throw new Error(`"${value}" is not a calendar date in yyyy-mm-dd form`);
  return new Date(`${value}T00:00:00Z`);
}

const long = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const short = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** 'October 14, 2025' */
export const formatLongDate = (value: string): string => long.format(utcDate(value));

/** 'Oct 9, 2025' */
export const formatShortDate = (value: string): string => short.format(utcDate(value));
