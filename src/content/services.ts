/**
 * The services, one content file each in `src/content/services/`, in menu order. Routes, menus,
 * the services overview, the sitemap and the redirects from old URL names all follow from this
 * list: adding, renaming or reordering a service is a change to its file alone.
 */
import { servicePath } from '../paths.ts';
import { ContentError, type ContentIssue } from './contentIssues.ts';
import { loadContentFile } from './contentFile.ts';
import { contentFolder } from './dataFile.ts';
import { buildTime, isPublished } from './publication.ts';
import { serviceSchema, type Service } from './serviceSchema.ts';

/** A service and the file it comes from (messages about it name the file). */
export type LoadedService = Service & { file: string };

const servicesFolder = 'services';

/** Problems only the whole list shows: two services (or an old name) claiming one URL. */
export function serviceListIssues(services: readonly LoadedService[]): ContentIssue[] {
  const claimed = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const service of services) {
    const names = [{ name: service.slug, field: 'slug' }, ...(service.formerSlugs ?? []).map((name, index) => ({ name, field: `formerSlugs.${index}` }))];
    for (const { name, field } of names) {
      const owner = claimed.get(name);
      if (owner) issues.push({ file: service.file, field, reason: `/services/${name}/ is already the address of ${owner}` });
      else claimed.set(name, service.file);
    }
  }
  return issues;
}

/** Menu order: by place, then by name. */
export function inMenuOrder<T extends Pick<Service, 'position' | 'menuLabel'>>(services: readonly T[]): T[] {
  return [...services].sort((a, b) => a.position - b.position || a.menuLabel.localeCompare(b.menuLabel));
}

function loadServices(): LoadedService[] {
  const files = contentFolder(servicesFolder);
  const loaded = files.map((file) => ({ ...loadContentFile(file, serviceSchema, (service) => servicePath(service.slug)), file: `src/content/${file}` }));
  if (loaded.length === 0) throw new ContentError('There are no services', [{ file: `src/content/${servicesFolder}`, field: '(folder)', reason: 'holds no service (.yml) files' }]);
  const issues = serviceListIssues(loaded);
  if (issues.length > 0) throw new ContentError('Two services claim one address', issues);
  // A service to be published later still claims its address (above), but is on no page yet.
  return inMenuOrder(loaded.filter((service) => isPublished(service, buildTime)));
}

export const services: readonly LoadedService[] = loadServices();
