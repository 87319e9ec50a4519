/**
 * When an entry goes live. A post's date is its publication moment: a day (2026-12-01, the start of
 * that day in the site's time zone, site.yml's timeZone) or a day with a time and its offset from
 * UTC (2026-12-01T09:00-05:00). A service or a page made of blocks has an optional "Publish on"
 * (publishAt), a moment of the same forms. Before its moment, the build leaves the entry out
 * of the site altogether (its page, lists, menus, feed and sitemap). A build is made for one
 * moment: BUILD_AT when set (`npm run build -- --at …` sets it), by default now.
 */
import { z } from 'zod';
import { site } from '../site.ts';
import { isIsoDate } from './blog/formatDate.ts';

const example = '2026-12-01T09:00+01:00';
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** The instant a date and time with its offset names, or null when the text is not one (a date alone has no time zone). */
export function parseDateTime(text: string): Date | null {
  const match = dateTimePattern.exec(text);
  return match && isIsoDate(match[1] ?? '') ? new Date(text) : null;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** A wall clock of `timeZone`, made once per zone (making one costs far more than reading it). */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  const made = clocks.get(timeZone) ?? new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  clocks.set(timeZone, made);
  return made;
}

const clockReading = /^(\d+)\/(\d+)\/(\d+), (\d+):(\d+)$/;

/** Minutes `timeZone`'s clocks are ahead of UTC at `at` (-300 in Indiana in winter). */
function offsetMinutes(at: number, timeZone: string): number {
  // format, read by a pattern: a fifth of formatToParts' time, paid by every post of a large blog.
  const [, month, day, year, hour, minute] = (clockReading.exec(clockOf(timeZone).format(at)) ?? []).map(Number);
  // Not Date.UTC, which reads years 0–99 as 1900–1999: a year typed digit by digit passes through 0002.
  const wall = new Date(0);
  wall.setUTCFullYear(year!, month! - 1, day);
  wall.setUTCHours(hour!, minute);
  return Math.round((wall.getTime() - (at - (at % 60_000))) / 60_000);
}

/** The instant `timeZone`'s clocks read `day` at `time` (yyyy-mm-dd, HH:mm), with that zone's offset then. */
function zonedInstant(day: string, time: string, timeZone: string): { at: Date; offset: number } {
  const wall = Date.parse(`${day}T${time}Z`);
  // The offset at the wall time read as UTC, then at the instant that gives: right across a change of the clocks.
  const offset = offsetMinutes(wall - offsetMinutes(wall, timeZone) * 60_000, timeZone);
  return { at: new Date(wall - offset * 60_000), offset };
}

/** A day and a time on the site's clocks, written with the offset they have then: 2026-12-01T09:00-05:00. */
export function siteDateTime(day: string, time: string, timeZone = site.timeZone): string {
  const { offset } = zonedInstant(day, time, timeZone);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${day}T${time}${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}

/** A moment as the site's clocks read it: its day and time (yyyy-mm-dd, HH:mm). */
export function siteClock(at: Date, timeZone = site.timeZone): { day: string; time: string } {
  const shifted = new Date(at.getTime() + offsetMinutes(at.getTime(), timeZone) * 60_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The moment a post's date names (a day: the start of it on the site's clocks), or null when the text is neither a real day nor a date and time with its offset. */
export function publicationMoment(text: string, timeZone = site.timeZone): Date | null {
  if (isIsoDate(text)) return zonedInstant(text, '00:00', timeZone).at;
  return parseDateTime(text);
}

/** The day the site's clocks read at the moment a build is made for, read once for every post it checks. */
let today: { at: number; timeZone: string; day: string } | undefined;
function siteDay(at: Date, timeZone: string): string {
  if (today?.at !== at.getTime() || today.timeZone !== timeZone) today = { at: at.getTime(), timeZone, day: siteClock(at, timeZone).day };
  return today.day;
}

const dateExample = '2026-12-01';
const dayAndTimeExample = siteDateTime(dateExample, '09:00');

/** A field holding a moment: a day, or a day with a time and its offset; `blank` accepts '' too. */
const momentField = (label: string, hint: string, { blank = false } = {}) =>
  z
    .string({ error: `must be a day such as ${dateExample}, or a day and time such as ${dayAndTimeExample}` })
    .refine((text) => (blank && text === '') || publicationMoment(text) !== null, {
      error: (issue) => `${JSON.stringify(issue.input)} is not a real day such as ${dateExample}, nor a day and time such as ${dayAndTimeExample}`,
    })
    .meta({ label, widget: 'moment', hint });

/** A post's date, which is when it is published. */
export const postDate = momentField(
  'Publication date',
  `The day readers see, and when the post appears: from midnight, ${site.timeZone} time (Site settings → Time zone), or from the time you add. Until then a post dated in the future is nowhere on the site (its page, the blog list, the feed, the sitemap); the site is rebuilt at that moment and shows it.`,
);

/** The publication field, a moment as a post's date is one: blank (as the editor writes a cleared date) means not set. */
const publishAt = momentField(
  'Publish on',
  `Leave empty to publish at once. Until this day (from midnight, ${site.timeZone} time) or the time you add, the page is nowhere on the site: not at its address, in lists, menus, the feed or the sitemap; the site is rebuilt at that moment and shows it.`,
  { blank: true },
).optional();

/** Spread into an entry's schema (`...publication`) to give it the optional publication date. */
export const publication = { publishAt };

/** Whether `when` (a post's date, an entry's publishAt) has come in a build made for `at`; none, or blank, means at once. */
export function isDue(when: string | undefined, at: Date, timeZone = site.timeZone): boolean {
  // A day has begun once the site's clocks read it (or a later day): no clock reading per post.
  if (when && isIsoDate(when)) return when <= siteDay(at, timeZone);
  const moment = when ? parseDateTime(when) : null;
  return moment === null || moment.getTime() <= at.getTime();
}

/** The moment a build is made for, from BUILD_AT (a date and time with its time zone), by default now. */
// The editor's preview runs this in the browser, where there is no process: it previews the site as it is now.
export function buildMoment(env: NodeJS.ProcessEnv = typeof process === 'undefined' ? {} : process.env): Date {
  if (!env.BUILD_AT) return new Date();
  const at = parseDateTime(env.BUILD_AT);
  if (!at) throw new Error(`BUILD_AT (--at) must be a date and time with its time zone, such as ${example}, not ${JSON.stringify(env.BUILD_AT)}`);
  return at;
}

/** This build's moment, read once so that every page of it agrees. */
export const buildTime = buildMoment();
