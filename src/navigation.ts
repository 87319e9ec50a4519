import type { NavLink, SiteHeaderProps } from './components/header/navTypes.ts';
import { paths } from './paths.ts';
import { phoneDisplayNoWrap, site } from './site.ts';

/** The 11 service pages in menu order, with the labels of SPEC.md §2. */
export const serviceLinks: readonly NavLink[] = [
  { name: 'Fractional CMO', href: paths.fractionalCmo },
  { name: 'Fractional CSO', href: paths.fractionalCso },
  { name: 'Revenue Strategy', href: paths.revenueStrategy },
  { name: 'GTM Planning', href: paths.gtmPlanning },
  { name: 'Sales Strategy', href: paths.salesStrategy },
  { name: 'Lead Generation', href: paths.leadGeneration },
  { name: 'Sales Enablement', href: paths.salesEnablement },
  { name: 'Sales Support', href: paths.salesSupport },
  { name: 'Marketing Analytics', href: paths.marketingAnalytics },
  { name: 'Digital Marketing', href: paths.digitalMarketing },
  { name: 'CRM Integration', href: paths.crm },
];

/** Top-level navigation, in the order of the header. */
export const primaryLinks: readonly NavLink[] = [
  { name: 'Solutions', href: paths.solutions },
  { name: 'Services', href: paths.services },
  { name: 'Blog', href: paths.blog },
  { name: 'About', href: paths.about },
  { name: 'Contact us', href: paths.contact },
];

export const bookingLink: SiteHeaderProps['booking'] = { name: 'Book a free strategy call', shortName: 'Book a call', href: paths.booking };

/** Props of the site header for the page at `currentPath`. */
export function headerProps(currentPath: string): SiteHeaderProps {
  return {
    currentPath,
    brand: { name: site.shortName, href: paths.home },
    links: [...primaryLinks],
    services: { name: 'Services', href: paths.services, children: [...serviceLinks] },
    booking: bookingLink,
    contact: {
      emails: [site.emails.general, site.emails.founder],
      phone: { display: phoneDisplayNoWrap, tel: site.phone.tel },
    },
  };
}
