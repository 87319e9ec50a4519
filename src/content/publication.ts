/**
 * When an entry the owner creates (a post, a service, a page) goes live: an optional date and time
 * with its offset from UTC, such as 2026-12-01T09:00+01:00. Before it, the build leaves the entry
 * out of the site altogether (its page, lists, menus, feed and sitemap). A build is made for one
 * moment: BUILD_AT when set (`npm run build -- --at …` sets it), by default now.
 */
import { z } from 'zod';
import { isIsoDate } from './blog/formatDate.ts';

const example = '2026-12-01T09:00+01:00';
const dateTimePattern = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/** The instant a date and time with its offset names, or null when the text is not one (a date alone has no time zone). */
export function parseDateTime(text: string): Date | null {
  const match = dateTimePattern.exec(text);
  return match && isIsoDate(match[1] ?? '') ? new Date(text) : null;
}

/** The publication field: blank (as the editor writes a cleared date) means not set. */
const publishAt = z
  .string({ error: `must be a date and time with its time zone, such as ${example}` })
  .refine((text) => text === '' || parseDateTime(text) !== null, {
    error: (issue) => `${JSON.stringify(issue.input)} is not a date and time with its time zone, such as ${example}`,
  })
  .meta({
    label: 'Publish on',
    widget: 'datetime',
    hint: 'Leave empty to publish at once. Until this moment (your computer’s time zone; the offset is saved with it) the page is nowhere on the site: not at its address, in lists, menus, the feed or the sitemap.',
  })
  .optional();

/** Spread into an entry's schema (`...publication`) to give it the optional publication date. */
export const publication = { publishAt };

/** Whether an entry is live in a build made for `at`. */
export function isPublished(entry: { publishAt?: string | undefined }, at: Date): boolean {
  const when = entry.publishAt ? parseDateTime(entry.publishAt) : null;
  return when === null || when.getTime() <= at.getTime();
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
