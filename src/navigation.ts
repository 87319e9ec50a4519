import type { NavLink, SiteHeaderProps } from './components/header/navTypes.ts';
import { paths, servicePath } from './paths.ts';
import { services } from './content/services.ts';
import { phoneDisplayNoWrap, site } from './site.ts';
import { sharedWords } from './content/shared.ts';

const { navigation } = sharedWords;

/** The service pages in menu order (src/content/services/). */
export const serviceLinks: readonly NavLink[] = services.map((service) => ({ name: service.menuLabel, href: servicePath(service.slug) }));

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
    words: sharedWords.header,
  };
}
