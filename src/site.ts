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

/** Labels and hints of the editor's fields (src/admin/schemaFields.ts reads them). */
type Shown = {
  label: string;
  hint?: string;
  /** What a valid value looks like, when the editor refuses one. */
  expected?: string;
};

const text = (min: number, what: string, shown: Shown) => z.string({ error: `must be ${what}` }).trim().min(min, { error: `must be ${what}` }).meta(shown);
const webAddress = (what: string, pattern: RegExp, example: string, shown: Shown) =>
  z
    .string({ error: `must be ${what}` })
    .regex(pattern, { error: (issue) => `${JSON.stringify(issue.input)} is not ${what} such as ${example}` })
    .meta({ expected: `Like ${example}`, ...shown });
const figure = (example: string, label: string) => webAddress('a figure', sitePatterns.figure, example, { label, expected: `A figure such as ${example}` });
const email = (label: string) => z.email({ error: (issue) => `${JSON.stringify(issue.input)} is not an e-mail address` }).meta({ label, expected: 'An e-mail address' });
const days = (label: string) =>
  z
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1 day' })
    .max(365, { error: 'must be at most 365 days' })
    .meta({ label });
const group = <Shape extends z.ZodRawShape>(label: string, shape: Shape) => z.strictObject(shape).meta({ label });

/** The patterns of the settings' addresses and figures (the editor checks them too: its fields are generated from the schema). */
const sitePatterns = {
  /** Digits with the usual separators; 10 to 15 digits (E.164), an optional leading +. */
  phone: /^(?=(?:\D*\d){10,15}\D*$)\+?[\d ().-]+$/,
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

/** Where the owner reads the results: shown in the editor above the analytics fields (docs/bookings-and-analytics.md). */
const analyticsHint =
  'Every booking already names where it came from in the scheduler: in Calendly, Scheduled events → Export (a spreadsheet), or one event\'s details, gives its ' +
  'UTM source (the site, or the campaign\'s source), medium (the control: header, hero, closing-band…), content (the page) and campaign. ' +
  'With analytics on, the dashboard\'s Goals show "Booking started" (by place and page), "Date picked" and "Call booked". ' +
  'Example: a LinkedIn post links to /services/crm/?utm_source=linkedin&utm_campaign=spring; a visitor taps the hero\'s button and books. ' +
  'Calendly lists the booking with source linkedin, campaign spring, medium hero, content /services/crm/; the dashboard counts one ' +
  '"Booking started" (place hero, page /services/crm/) and one "Call booked", under Sources → Campaigns → spring. ' +
  'In Plausible, add the three goals once (Site settings → Goals → custom event) and the properties place and page. ' +
  "Each count reaches Plausible through this site's own address (/api/event), which the host passes on to the endpoint: nothing is loaded from another site.";

/** Whether the world's clocks know `name` as a time zone (America/Indiana/Indianapolis). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A phone number's characters, before its digits are counted. */
const phoneCharacters = /^\+?[\d ().-]+$/;

/** What the owner edits: the shape of `src/content/data/site.yml`; its labels and hints are the editor's fields. */
export const siteDataSchema = z.strictObject({
  name: text(2, 'the company name', { label: 'Company name' }),
  shortName: text(2, 'a short name (the home-screen label)', { label: 'Short name', hint: 'Under the icon on a phone home screen.' }),
  tagline: text(10, 'a tagline of at least 10 characters', { label: 'Tagline' }),
  established: z.number({ error: 'must be a year' }).int({ error: 'must be a year' }).min(1900, { error: 'must be a year' }).max(2100, { error: 'must be a year' }).meta({ label: 'Year established' }),
  governingLaw: text(2, 'the state whose law governs the terms', { label: 'Governing law (state)', hint: 'Named in the terms of service.' }),
  founder: group('Founder', {
    name: text(3, "the founder's full name", { label: 'Full name', hint: 'Posts are signed with this name.' }),
    firstName: text(2, "the founder's first name", { label: 'First name' }),
    role: text(3, "the founder's role", { label: 'Role' }),
    linkedIn: webAddress('a LinkedIn profile address', sitePatterns.linkedInProfile, 'https://www.linkedin.com/in/morgan-hale', { label: 'LinkedIn profile' }),
  }),
  emails: group('E-mail addresses', { general: email('General'), founder: email('Founder') }),
  // One check (so the editor checks it too); the message says whether the characters or the count of digits is wrong.
  phone: z
    .string({ error: 'must be a phone number such as +1 (812) 555-0147' })
    .regex(sitePatterns.phone, {
      error: (issue) =>
        phoneCharacters.test(String(issue.input)) ? 'must have 10 to 15 digits, country code included' : `${JSON.stringify(issue.input)} is not a phone number such as +1 (812) 555-0147`,
    })
    .meta({ label: 'Phone', hint: 'As it is printed; the link dials its digits.', expected: 'A phone number with 10 to 15 digits, such as +1 (812) 555-0147' }),
  office: group('Office', {
    street: text(3, 'the street address', { label: 'Street address' }),
    city: text(2, 'the city', { label: 'City' }),
    region: z.string({ error: 'must be a two-letter state code such as IN' }).regex(/^[A-Z]{2}$/, { error: 'must be a two-letter state code such as IN' }).meta({ label: 'State code', expected: 'Two capital letters, such as IN' }),
    regionName: text(2, 'the state name', { label: 'State' }),
    postalCode: z
      .string({ error: 'must be a ZIP code in quotes, such as "47201"' })
      .regex(/^\d{5}(-\d{4})?$/, { error: 'must be a ZIP code such as 47201' })
      .meta({ label: 'ZIP code', expected: 'A ZIP code such as 47201' }),
    country: text(2, 'the country', { label: 'Country' }),
  }),
  social: group('Social profiles', {
    linkedIn: webAddress('a LinkedIn company page address', sitePatterns.linkedInCompany, 'https://www.linkedin.com/company/hale-growth-partners', { label: 'LinkedIn company page' }),
    twitter: webAddress('a Twitter (X) profile address', sitePatterns.twitter, 'https://twitter.com/halegrowth', { label: 'Twitter (X) profile' }),
  }),
  scheduler: webAddress('the https address of the booking calendar', sitePatterns.https, 'https://calendly.com/halegrowth/strategy-call', {
    label: 'Booking calendar address',
    hint: 'The scheduling page embedded on the book-a-call page (it must allow being framed).',
    expected: 'An https:// address',
  }),
  timeZone: z
    .string({ error: 'must be a time zone such as America/Indiana/Indianapolis' })
    .refine(isTimeZone, { error: (issue) => `${JSON.stringify(issue.input)} is not a time zone such as America/Indiana/Indianapolis or America/New_York` })
    .meta({
      label: 'Time zone',
      hint: "The firm's clock: a post dated a day appears when that day begins here, and a post's time is read here. As the world's clocks name it, such as America/Indiana/Indianapolis or America/New_York.",
      expected: 'A time zone such as America/Indiana/Indianapolis',
    }),
  analytics: z
    .strictObject({
      enabled: z.boolean({ error: 'must be true or false' }).meta({
        label: 'Count visits and bookings',
        hint: 'Off until you turn it on: then every page is counted, with no cookie and no banner needed.',
        default: false,
      }),
      endpoint: webAddress('the https address of the analytics endpoint', sitePatterns.analyticsEndpoint, 'https://plausible.io/api/event', {
        label: 'Analytics endpoint',
        hint: "Plausible's https://plausible.io/api/event, or the /api/event address of your own Plausible-compatible server. Visitors' browsers send to this site's own /api/event, which the host passes on here.",
        expected: 'An https:// address',
      }),
      domain: webAddress("the site's domain as the analytics dashboard names it", sitePatterns.domain, 'halegrowth.example', {
        label: 'Site domain in the dashboard',
        hint: 'As you added the site in the dashboard, without https:// or www.',
        expected: 'A domain such as halegrowth.example',
      }),
    })
    .meta({ label: 'Analytics (cookie-free)', hint: analyticsHint }),
  claims: group('Figures the copy repeats', {
    yearsExperience: figure('15+', 'Years of experience'),
    daysToFirstResults: days('Days to first results'),
    guaranteeDays: days('Satisfaction guarantee (days)'),
    averageRevenueGrowth: figure('300%+', 'Average revenue growth'),
    cacReduction: figure('40-60%', 'Customer acquisition cost reduction'),
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
  analytics: data.analytics.enabled ? data.analytics : null,
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
