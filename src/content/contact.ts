/** Copy of the contact page (SPEC.md "Contact"): why clients choose us, ways to reach us, the office. */
import { paths, servicePath } from '../paths.ts';
import { site } from '../site.ts';
import type { ContactOption, Office, ServiceCard } from './types.ts';

export const contactReasons = [
  {
    title: 'Fractional CMO',
    description:
      'Marketing leadership that sets a clear strategy, builds demand generation and reports on pipeline and revenue, not vanity metrics.',
    icon: 'megaphone',
    href: servicePath('fractional-cmo'),
  },
  {
    title: 'Fractional CSO',
    description:
      'Sales leadership that gives your team a process, a playbook and a forecast you can plan around, without a full-time executive hire.',
    icon: 'handshake',
    href: servicePath('fractional-cso'),
  },
  {
    title: 'GTM Planning',
    description:
      'A launch plan for your next product, segment or region, built on research into who buys, why they buy and how to reach them.',
    icon: 'rocket',
    href: servicePath('gtm-planning'),
  },
  {
    title: 'Sales Support & Enablement',
    description:
      'Extra selling capacity plus the tools, content and training that help your reps close more of the opportunities they already have.',
    icon: 'headset',
    href: servicePath('sales-support'),
  },
] as const satisfies readonly ServiceCard[];

/** The three ways to get in touch: an e-mail link, the embedded scheduler and a QR code to the booking page. */
export const contactOptions = [
  {
    kind: 'link',
    title: 'Email us',
    description:
      'Tell us about your company, your goals and where growth is stuck. We reply to every message within one business day.',
    contactText: site.emails.general,
    href: `mailto:${site.emails.general}`,
    icon: 'mail',
  },
  {
    kind: 'calendar',
    title: 'Book a call',
    description: `Pick a time for a free 30-minute strategy call with ${site.founder.name}. You will leave with a clear view of your next ${site.claims.daysToFirstResults} days.`,
    contactText: 'Open the booking page',
    icon: 'calendar',
  },
  {
    kind: 'qr',
    title: 'Scan to book',
    description: 'On a desktop? Scan the code with your phone camera to open the booking page and schedule your call on the go.',
    contactText: 'Or open the booking page here',
    icon: 'qrCode',
  },
] as const satisfies readonly ContactOption[];

export const office: Office = {
  country: site.office.country,
  address: site.office.street,
  city: `${site.office.city}, ${site.office.region} ${site.office.postalCode}`,
  mapUrl: site.office.mapUrl,
};
