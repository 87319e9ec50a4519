/**
 * Identity of the site: the one module an owner edits to rebrand.
 * Every page and component reads these values; none hard-codes them.
 */

const DEFAULT_SITE_URL = 'https://www.halegrowth.example';

/** Absolute origin the site is published at, without a trailing slash. */
export const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

export const site = {
  name: 'Hale Growth Partners',
  shortName: 'Hale Growth',
  tagline: 'Fractional CMO and CSO leadership for B2B growth',
  url: siteUrl,
  established: 2024,
  governingLaw: 'Indiana',
  founder: {
    name: 'Morgan Hale',
    firstName: 'Morgan',
    slug: 'morgan',
    role: 'Founder & Fractional CMO/CSO',
    linkedIn: 'https://www.linkedin.com/in/morgan-hale',
  },
  emails: {
    general: 'hello@halegrowth.example',
    founder: 'morgan@halegrowth.example',
  },
  phone: {
    display: '+1 (812) 555-0147',
    tel: '+18125550147',
  },
  office: {
    country: 'USA',
    street: '410 Washington Street, Suite 200',
    city: 'Columbus',
    region: 'IN',
    regionName: 'Indiana',
    postalCode: '47201',
    mapUrl:
      'https://www.google.com/maps/search/?api=1&query=410+Washington+Street+Suite+200+Columbus+IN+47201',
  },
  social: {
    linkedIn: 'https://www.linkedin.com/company/hale-growth-partners',
    twitter: 'https://twitter.com/halegrowth',
    twitterHandle: '@halegrowth',
  },
  scheduler: {
    url: 'https://calendly.com/halegrowth/strategy-call',
    origin: 'https://calendly.com',
  },
  claims: {
    yearsExperience: '15+',
    daysToFirstResults: 90,
    guaranteeDays: 30,
    averageRevenueGrowth: '300%+',
    /** Customer acquisition cost reduction: revenue strategy page and founder page. */
    cacReduction: '40-60%',
  },
} as const;

export type Site = typeof site;

/** Postal address on one line, as printed in the footer and office card. */
export const officeAddressLine = `${site.office.street}, ${site.office.city}, ${site.office.region} ${site.office.postalCode}, ${site.office.country}`;

/** The phone as printed in links: no-break spaces and hyphens keep the number on one line. */
export const phoneDisplayNoWrap = site.phone.display.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** Absolute URL of a site path (paths are written in their served, trailing-slash form). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}
