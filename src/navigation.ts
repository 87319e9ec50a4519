import type { NavLink, SiteHeaderProps } from './components/header/navTypes.ts';
import { paths } from './paths.ts';
import { phoneDisplayNoWrap, site } from './site.ts';
import { sharedWords } from './content/shared.ts';

const { navigation } = sharedWords;

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
  { name: navigation.solutions, href: paths.solutions },
  { name: navigation.services, href: paths.services },
  { name: navigation.blog, href: paths.blog },
  { name: navigation.about, href: paths.about },
  { name: navigation.contact, href: paths.contact },
];

export const bookingLink: NavLink = { name: sharedWords.bookingButton, href: paths.booking };

/** Props of the site header for the page at `currentPath`. */
export function headerProps(currentPath: string): SiteHeaderProps {
  return {
    currentPath,
    brand: { name: site.shortName, href: paths.home },
    links: [...primaryLinks],
    services: { name: navigation.services, href: paths.services, children: [...serviceLinks] },
    booking: bookingLink,
    contact: {
      emails: [site.emails.general, site.emails.founder],
      phone: { display: phoneDisplayNoWrap, tel: site.phone.tel },
    },
  };
}
