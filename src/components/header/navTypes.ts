/** A link in the site's navigation. */
export interface NavLink {
  name: string;
  href: string;
}

/** Everything the header renders: the page it is on, its links and the contact details of the drawer. */
export interface SiteHeaderProps {
  currentPath: string;
  brand: NavLink;
  /** Top-level links in order; the one whose href equals `services.href` opens the dropdown. */
  links: NavLink[];
  services: NavLink & { children: NavLink[] };
  /** The booking page; `shortName` labels the compact control beside Menu on phones and tablets. */
  booking: NavLink & { shortName: string };
  contact: {
    emails: string[];
    phone: { display: string; tel: string };
  };
  words: HeaderWords;
}

/** The header's own words (src/content/documents/shared.yml), most of them read by screen readers. */
interface HeaderWords {
  /** After the brand's name on its link to the home page ('Hale Growth, home'). */
  home: string;
  mainNav: string;
  menu: string;
  siteMenu: string;
  closeMenu: string;
  mobileNav: string;
  /** The Services list's toggle ('Services pages'). */
  servicesToggle: string;
  getInTouch: string;
}
