import type { NavLink, SiteHeaderProps } from './components/header/navTypes.ts';
import { paths, servicePath } from './paths.ts';
import { services } from './content/services.ts';
import { landingPages, landingPath, type LoadedLandingPage } from './content/blockPages.ts';
import type { Service } from './content/serviceSchema.ts';
import { phoneDisplayNoWrap, site } from './site.ts';
import { sharedWords, type SharedWords } from './content/shared.ts';

/** The service pages in menu order. */
export function serviceLinksOf(list: readonly Pick<Service, 'menuLabel' | 'slug'>[]): NavLink[] {
  return list.map((service) => ({ name: service.menuLabel, href: servicePath(service.slug) }));
}

/** The owner's pages made of blocks that a menu links to, by menu. */
export interface MenuPages {
  header: readonly NavLink[];
  footer: readonly NavLink[];
}

export function menuPagesOf(pages: readonly Pick<LoadedLandingPage, 'slug' | 'menu' | 'menuLabel'>[]): MenuPages {
  const linksIn = (menu: LoadedLandingPage['menu']) => pages.filter((page) => page.menu === menu).map((page) => ({ name: page.menuLabel ?? page.slug, href: landingPath(page.slug) }));
  return { header: linksIn('header'), footer: linksIn('footer') };
}

/** Top-level navigation, in the order of the header, labelled in the menus' words, the owner's header pages last. */
export function primaryLinksOf(navigation: SharedWords['navigation'], headerPages: readonly NavLink[] = menuPages.header): NavLink[] {
  return [
    { name: navigation.solutions, href: paths.solutions },
    { name: navigation.services, href: paths.services },
    { name: navigation.blog, href: paths.blog },
    { name: navigation.about, href: paths.about },
    { name: navigation.contact, href: paths.contact },
    ...headerPages,
  ];
}

/** The owner's pages of src/content/pages/ in the header or the footer. */
export const menuPages: MenuPages = menuPagesOf(landingPages);

/** The service pages of src/content/services/, in menu order. */
export const serviceLinks: readonly NavLink[] = serviceLinksOf(services);

export const primaryLinks: readonly NavLink[] = primaryLinksOf(sharedWords.navigation);

export const bookingLink: SiteHeaderProps['booking'] = { name: sharedWords.bookingButton, shortName: sharedWords.bookingButtonShort, href: paths.booking };

/** Props of the site header for the page at `currentPath` (the editor's preview passes the words and services being edited). */
export function headerProps(currentPath: string, words: SharedWords = sharedWords, serviceList: readonly NavLink[] = serviceLinks, pages: MenuPages = menuPages): SiteHeaderProps {
  return {
    currentPath,
    brand: { name: site.shortName, href: paths.home },
    links: primaryLinksOf(words.navigation, pages.header),
    services: { name: words.navigation.services, href: paths.services, children: [...serviceList] },
    booking: { name: words.bookingButton, shortName: words.bookingButtonShort, href: paths.booking },
    contact: {
      emails: [site.emails.general, site.emails.founder],
      phone: { display: phoneDisplayNoWrap, tel: site.phone.tel },
    },
    words: words.header,
  };
}
