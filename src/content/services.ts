/**
 * The services, one content file each in `src/content/services/`, in menu order. Routes, menus,
 * the services overview, the sitemap and the redirects from old URL names all follow from this
 * list: adding, renaming or reordering a service is a change to its file alone.
 */
import { servicePath } from '../paths.ts';
import { blockImageIssues } from './blockImages.ts';
import { ContentError, type ContentIssue } from './contentIssues.ts';
import { loadContentFile } from './contentFile.ts';
import { contentFolder } from './dataFile.ts';
import { buildTime, isDue } from './publication.ts';
import { serviceSchema, type Service } from './serviceSchema.ts';
import type { ServiceCard } from './shapes.ts';
import { urlNameIssues } from './urlNames.ts';

/** A service and the file it comes from (messages about it name the file). */
export type LoadedService = Service & { file: string };

const servicesFolder = 'services';

/** Problems only the whole list shows: two services (or an old name) claiming one address, a rename that dropped the old name. */
export const serviceListIssues = (services: readonly LoadedService[]): ContentIssue[] => urlNameIssues(services, servicePath);

/** Menu order: by place, then by name. */
export function inMenuOrder<T extends Pick<Service, 'position' | 'menuLabel'>>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => a.position - b.position || a.menuLabel.localeCompare(b.menuLabel));
}

function loadServices(): LoadedService[] {
  const files = contentFolder(servicesFolder);
  const loaded = files.map((file) => ({ ...loadContentFile(file, serviceSchema, (service) => servicePath(service.slug)), file: `src/content/${file}` }));
  if (loaded.length === 0) throw new ContentError('There are no services', [{ file: `src/content/${servicesFolder}`, field: '(folder)', reason: 'holds no service (.yml) files' }]);
  const issues = [...serviceListIssues(loaded), ...loaded.flatMap((service) => blockImageIssues(service.blocks, service.file))];
  if (issues.length > 0) throw new ContentError('The services\' addresses are invalid', issues);
  // A service to be published later still claims its address (above), but is on no page yet.
  return inMenuOrder(loaded.filter((service) => isDue(service.publishAt, buildTime)));
}

export const services: readonly LoadedService[] = loadServices();

/** The cards of one section of the services overview, in their own order: the name from its menu label, the rest from its "Card on the services page", linking to its page. */
export function overviewCards(list: readonly Service[], section: Service['overview']['section']): (ServiceCard & { href: string })[] {
  return list
    .filter((service) => service.overview.section === section)
    .sort((a, b) => a.overview.position - b.overview.position || a.menuLabel.localeCompare(b.menuLabel))
    .map(({ menuLabel, slug, overview: { description, icon, features } }) => ({ title: menuLabel, description, icon, href: servicePath(slug), ...(features ? { features } : {}) }));
}
