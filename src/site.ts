/**
 * Identity of the site. The owner edits its values in `src/content/data/site.yml` (by hand or in
 * the editor at /admin/); this module validates them, derives what follows from them (the tel:
 * number, the map link, the Twitter handle) and is what every page and component reads.
 */
import { z } from 'zod';
import { loadDataFile } from './content/dataFile.ts';

const DEFAULT_SITE_URL = 'https://www.halegrowth.example';

/** Absolute origin the site is published at, without a trailing slash. */
export const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

/** The founder's URL name (`/about-morgan/`, `/morgan-calendar/`): part of the site's URLs, so code, not content. */
const founderSlug = 'morgan' as const;

const text = (min: number, what: string) => z.string({ error: `must be ${what}` }).trim().min(min, { error: `must be ${what}` });
const webAddress = (what: string, pattern: RegExp, example: string) =>
  z.string({ error: `must be ${what}` }).regex(pattern, { error: (issue) => `${JSON.stringify(issue.input)} is not ${what} such as ${example}` });
const email = z.email({ error: (issue) => `${JSON.stringify(issue.input)} is not an e-mail address` });
const days = z
  .number({ error: 'must be a whole number of days' })
  .int({ error: 'must be a whole number of days' })
  .min(1, { error: 'must be at least 1 day' })
  .max(365, { error: 'must be at most 365 days' });

/** Patterns the editor at /admin/ checks too (its config is generated from them). */
export const sitePatterns = {
  /** Digits with the usual separators; 10 to 15 digits (E.164), an optional leading +. */
  phone: /^\+?[\d ().-]+$/,
  linkedInProfile: /^https:\/\/www\.linkedin\.com\/in\/[\w-]+\/?$/,
  linkedInCompany: /^https:\/\/www\.linkedin\.com\/company\/[\w-]+\/?$/,
  twitter: /^https:\/\/(twitter|x)\.com\/\w{1,15}$/,
  https: /^https:\/\/[^\s/]+(\/\S*)?$/,
  /** An https address, or a collector on this machine (http://127.0.0.1:8000/api/event) for trying analytics out. */
  analyticsEndpoint: /^(https:\/\/[^\s/]+|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?)(\/\S*)?$/,
  /** A host name without scheme or path: `halegrowth.example`. */
  domain: /^[a-z0-9-]+(\.[a-z0-9-]+)+$/,
  /** A figure as the copy prints it: '15+', '300%+', '40-60%'. */
  figure: /^\d+(-\d+)?%?\+?$/,
} as const;

/** Where the owner reads the results: shown in the editor above the analytics fields (README "Bookings by page and campaign"). */
const analyticsHint =
  'Every booking already names where it came from in the scheduler: in Calendly, Scheduled events → Export (a spreadsheet), or one event\'s details, gives its ' +
  'UTM source (the site, or the campaign\'s source), medium (the control: header, hero, closing-band…), content (the page) and campaign. ' +
  'With analytics on, the dashboard\'s Goals show "Booking started" (by place and page), "Date picked" and "Call booked". ' +
  'Example: a LinkedIn post links to /services/crm/?utm_source=linkedin&utm_campaign=spring; a visitor taps the hero\'s button and books. ' +
  'Calendly lists the booking with source linkedin, campaign spring, medium hero, content /services/crm/; the dashboard counts one ' +
  '"Booking started" (place hero, page /services/crm/) and one "Call booked", under Sources → Campaigns → spring. ' +
  'In Plausible, add the three goals once (Site settings → Goals → custom event) and the properties place and page.';

/** What the owner edits: the shape of `src/content/data/site.yml`. */
export const siteDataSchema = z.strictObject({
  name: text(2, 'the company name'),
  shortName: text(2, 'a short name (the home-screen label)'),
  tagline: text(10, 'a tagline of at least 10 characters'),
  established: z.number({ error: 'must be a year' }).int({ error: 'must be a year' }).min(1900, { error: 'must be a year' }).max(2100, { error: 'must be a year' }),
  governingLaw: text(2, 'the state whose law governs the terms'),
  founder: z.strictObject({
    name: text(3, "the founder's full name"),
    firstName: text(2, "the founder's first name"),
    role: text(3, "the founder's role"),
    linkedIn: webAddress('a LinkedIn profile address', sitePatterns.linkedInProfile, 'https://www.linkedin.com/in/morgan-hale'),
  }),
  emails: z.strictObject({ general: email, founder: email }),
  phone: z
    .string({ error: 'must be a phone number such as +1 (812) 555-0147' })
    .regex(sitePatterns.phone, { error: (issue) => `${JSON.stringify(issue.input)} is not a phone number such as +1 (812) 555-0147` })
    .refine((phone) => /^\d{10,15}$/.test(phone.replace(/\D/g, '')), { error: 'must have 10 to 15 digits, country code included' }),
  office: z.strictObject({
    street: text(3, 'the street address'),
    city: text(2, 'the city'),
    region: z.string({ error: 'must be a two-letter state code such as IN' }).regex(/^[A-Z]{2}$/, { error: 'must be a two-letter state code such as IN' }),
    regionName: text(2, 'the state name'),
    postalCode: z.string({ error: 'must be a ZIP code in quotes, such as "47201"' }).regex(/^\d{5}(-\d{4})?$/, { error: 'must be a ZIP code such as 47201' }),
    country: text(2, 'the country'),
  }),
  social: z.strictObject({
    linkedIn: webAddress('a LinkedIn company page address', sitePatterns.linkedInCompany, 'https://www.linkedin.com/company/hale-growth-partners'),
    twitter: webAddress('a Twitter (X) profile address', sitePatterns.twitter, 'https://twitter.com/halegrowth'),
  }),
  scheduler: webAddress('the https address of the booking calendar', sitePatterns.https, 'https://calendly.com/halegrowth/strategy-call'),
  analytics: z
    .strictObject({
      enabled: z.boolean({ error: 'must be true or false' }).meta({
        label: 'Count visits and bookings',
        hint: 'Off until you turn it on: then every page is counted, with no cookie and no banner needed.',
      }),
      endpoint: webAddress('the https address of the analytics endpoint', sitePatterns.analyticsEndpoint, 'https://plausible.io/api/event').meta({
        label: 'Analytics endpoint',
        hint: "Plausible's https://plausible.io/api/event, or the /api/event address of your own Plausible-compatible server.",
      }),
      domain: webAddress("the site's domain as the analytics dashboard names it", sitePatterns.domain, 'halegrowth.example').meta({
        label: 'Site domain in the dashboard',
        hint: 'As you added the site in the dashboard, without https:// or www.',
      }),
    })
    .meta({ label: 'Analytics (cookie-free)', hint: analyticsHint }),
  claims: z.strictObject({
    yearsExperience: webAddress('a figure', sitePatterns.figure, '15+'),
    daysToFirstResults: days,
    guaranteeDays: days,
    averageRevenueGrowth: webAddress('a figure', sitePatterns.figure, '300%+'),
    cacReduction: webAddress('a figure', sitePatterns.figure, '40-60%'),
  }),
});

/** The file the owner edits, relative to the data folder. */
export const siteDataFile = 'site.yml';

const data = loadDataFile(siteDataFile, siteDataSchema);
const { office } = data;

export const site = {
  ...data,
  url: siteUrl,
  founder: { ...data.founder, slug: founderSlug },
  phone: {
    display: data.phone,
    /** For `tel:` links: the digits, with the leading + kept. */
    tel: data.phone.replace(/[^\d+]/g, ''),
  },
  office: {
    ...office,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.street} ${office.city} ${office.region} ${office.postalCode}`.replace(/,/g, '')).replace(/%20/g, '+')}`,
  },
  social: { ...data.social, twitterHandle: `@${new URL(data.social.twitter).pathname.slice(1)}` },
  scheduler: { url: data.scheduler, origin: new URL(data.scheduler).origin },
  /** Cookie-free, Plausible-compatible analytics, or null when the owner has them off. */
  analytics: data.analytics.enabled ? { ...data.analytics, origin: new URL(data.analytics.endpoint).origin } : null,
};

/**
 * The scheduler's address for a frame on this site: it names the site as `utm_source` (and, where
 * the frame's place is fixed, the control and page), so the scheduler keeps where each booking came
 * from in its exports and reports.
 */
export function schedulerAddress(attribution: { medium?: string; content?: string } = {}): string {
  const address = new URL(site.scheduler.url);
  address.searchParams.set('utm_source', new URL(siteUrl).hostname);
  if (attribution.medium) address.searchParams.set('utm_medium', attribution.medium);
  if (attribution.content) address.searchParams.set('utm_content', attribution.content);
  return address.toString();
}

/** Postal address on one line, as printed in the footer and office card. */
export const officeAddressLine = `${site.office.street}, ${site.office.city}, ${site.office.region} ${site.office.postalCode}, ${site.office.country}`;

/** The phone as printed in links: no-break spaces and hyphens keep the number on one line. */
export const phoneDisplayNoWrap = site.phone.display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** Absolute URL of a site path (paths are written in their served, trailing-slash form). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
