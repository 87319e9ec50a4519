/**
 * A service page's content as the owner wrote it (src/content/services/*.yml, figures filled in), so
 * a page test expects exactly what the content holds and follows the owner's edits.
 */
import { services, type LoadedService } from '../../src/content/services.ts';
import type { SectionBlock as ContentBlock } from '../../src/blocks/library.ts';

export function serviceContent(slug: string): LoadedService {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service ${slug} in src/content/services/`);
  return service;
}

/** The section `id` of a service in the sections layout, which must be of `kind`. */
export function serviceBlock<Kind extends ContentBlock['kind']>(slug: string, id: string, kind: Kind): Extract<ContentBlock, { kind: Kind }> {
  const service = serviceContent(slug);
  const block = service.layout === 'sections' ? service.blocks.find((candidate) => candidate.id === id) : undefined;
  if (block?.kind !== kind) throw new Error(`${service.file} has no ${kind} section with the anchor ${id}`);
  return block as Extract<ContentBlock, { kind: Kind }>;
}

/** The numbered steps of a service's process (#process), in the offerings or the sections layout. */
export function processSteps(slug: string): readonly { title: string; description: string }[] {
  const service = serviceContent(slug);
  if (service.layout === 'areas') return service.process.steps;
  return serviceBlock(slug, 'process', 'steps').steps;
}

/** The URL name of a service page's path (`/services/crm/` → `crm`). */
export function serviceSlug(pagePath: string): string {
  return pagePath.split('/').filter(Boolean).at(-1) ?? '';
}
