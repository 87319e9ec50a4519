/**
 * The services overview (SPEC.md "Services overview"): its words from `src/content/pages/services.yml`,
 * and a card for every service whose file places one on it, in the order the files give.
 */
import type { z } from 'zod';
import { paths, servicePath } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, line, list } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import type { Service } from './serviceSchema.ts';
import { services } from './services.ts';
import { ctaShape, heroShape, industryShape, linkShape, sectionHeading, steps } from './shapes.ts';
import type { ServiceCard } from './types.ts';

const cardSection = (label: string) => group(label, { ...sectionHeading, linkLabel: line('Words of the link on each card') });

const servicesOverviewSchema = group('Services overview', {
  ...pageSeo,
  hero: group('Top of the page', { ...heroShape.shape, secondary: linkShape }),
  core: cardSection('Core leadership services (#core-services)'),
  supporting: cardSection('Supporting services (#supporting-services)'),
  industries: group('Industries (#industries)', { ...sectionHeading, items: list('Industries', industryShape, { summary: '{{fields.name}}' }) }),
  process: group('Process (#process)', { ...sectionHeading, steps: steps() }),
  cta: group('Closing call to action', { ...ctaShape.shape, secondary: linkShape.optional() }),
});

export type ServicesOverviewContent = z.output<typeof servicesOverviewSchema>;

/** A service's card: the name from its menu label, the rest from its file, linking to its page. */
export type LinkedServiceCard = ServiceCard & { href: string };

/** The cards of one section of the overview, in their own order. */
export function overviewCards(list: readonly Service[], section: Service['overview']['section']): LinkedServiceCard[] {
  return list
    .filter((service) => service.overview.section === section)
    .sort((a, b) => a.overview.position - b.overview.position || a.menuLabel.localeCompare(b.menuLabel))
    .map(({ menuLabel, slug, overview: { description, icon, features } }) => ({ title: menuLabel, description, icon, href: servicePath(slug), ...(features ? { features } : {}) }));
}

export const servicesOverviewFile = pageContent('pages/services.yml', servicesOverviewSchema, paths.services);

export const coreServiceCards = overviewCards(services, 'core');
export const supportingServiceCards = overviewCards(services, 'supporting');
