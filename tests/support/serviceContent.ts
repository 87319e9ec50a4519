/**
 * A service page's content as the owner wrote it (src/content/services/*.yml, figures filled in), so
 * a page test expects exactly what the content holds and follows the owner's edits.
 */
import { services, type LoadedService } from '../../src/content/services.ts';
import type { Block, BlockKind, BlockOf } from '../../src/blocks/library.ts';

export function serviceContent(slug: string): LoadedService {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`No service ${slug} in src/content/services/`);
  return service;
}

/** The block of a page's content (a service's, an own page's) with the anchor `id`, which must be of `kind`. */
export function blockWithAnchor<Kind extends BlockKind>(page: { file: string; blocks: readonly Block[] }, id: string, kind: Kind): BlockOf<Kind> {
  const block = page.blocks.find((candidate) => 'id' in candidate && candidate.id === id);
  if (block?.kind !== kind) throw new Error(`${page.file} has no ${kind} block with the anchor ${id}`);
  return block as BlockOf<Kind>;
}

/** A service page's closing booking band: its last block. */
export function closingBand(slug: string): BlockOf<'bookingBand'> {
  const service = serviceContent(slug);
  const last = service.blocks.at(-1);
  if (last?.kind !== 'bookingBand') throw new Error(`${service.file} does not end with a booking band`);
  return last;
}
