import type { SharedWords } from '../../content/shared.ts';

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
  /** The header's own words (src/content/documents/shared.yml), most of them read by screen readers. */
  words: SharedWords['header'];
}
