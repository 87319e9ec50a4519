/** A link in the site's navigation. */
export interface NavLink {
  name: string;
  href: string;
}

/** Everything the header island needs, serialised into its marker by the server. */
export interface SiteHeaderProps {
  currentPath: string;
  brand: NavLink;
  /** Top-level links in order; the one whose href equals `services.href` opens the dropdown. */
  links: NavLink[];
  services: NavLink & { children: NavLink[] };
  booking: NavLink;
  contact: {
    emails: string[];
    phone: { display: string; tel: string };
  };
}
