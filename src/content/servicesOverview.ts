/** The service cards of the services overview (SPEC.md "Services overview"): drawn from the service files, each placed by its "Card on the services page". */
import { servicePath } from '../paths.ts';
import type { Service } from './serviceSchema.ts';
import type { ServiceCard } from './types.ts';

/** A service's card: the name from its menu label, the rest from its file, linking to its page. */
export type LinkedServiceCard = ServiceCard & { href: string };

/** The cards of one section of the overview, in their own order. */
export function overviewCards(list: readonly Service[], section: Service['overview']['section']): LinkedServiceCard[] {
  return list
    .filter((service) => service.overview.section === section)
    .sort((a, b) => a.overview.position - b.overview.position || a.menuLabel.localeCompare(b.menuLabel))
    .map(({ menuLabel, slug, overview: { description, icon, features } }) => ({ title: menuLabel, description, icon, href: servicePath(slug), ...(features ? { features } : {}) }));
}
