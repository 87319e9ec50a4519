/**
 * The block library: every kind of section a page can stack, each a folder with its schema (which
 * gives the editor its fields, hints and errors) and its component (the one the fixed pages draw
 * too). A new kind is its folder, one line in `sectionBlockSchemas` and its case in Block.tsx,
 * which the typecheck asks for.
 */
import { z } from 'zod';
import { heroDom } from '../components/heroDom.ts';
import { bookingBandBlock, bookingBandDefaultId } from './bookingBand/bookingBandBlock.ts';
import { cardsBlock } from './cards/cardsBlock.ts';
import { faqBlock } from './faq/faqBlock.ts';
import { featurePanelBlock } from './featurePanel/featurePanelBlock.ts';
import { heroBlock } from './hero/heroBlock.ts';
import { imageTextBlock } from './imageText/imageTextBlock.ts';
import { industriesBlock } from './industries/industriesBlock.ts';
import { metricsBlock } from './metrics/metricsBlock.ts';
import { phasesBlock } from './phases/phasesBlock.ts';
import { pricingBlock } from './pricing/pricingBlock.ts';
import { quoteBlock } from './quote/quoteBlock.ts';
import { richTextBlock } from './richText/richTextBlock.ts';
import { stepsBlock } from './steps/stepsBlock.ts';

/** The blocks that go under a page's top, in the order the editor offers them. */
const sectionBlockSchemas = [
  metricsBlock,
  cardsBlock,
  industriesBlock,
  phasesBlock,
  stepsBlock,
  faqBlock,
  richTextBlock,
  quoteBlock,
  featurePanelBlock,
  imageTextBlock,
  pricingBlock,
  bookingBandBlock,
] as const;

const kinds = { error: (issue: { input?: unknown }) => `${JSON.stringify((issue.input as { kind?: unknown } | undefined)?.kind)} is not a kind of block` };

/** Any block under a page's top (a service in the sections layout has its top and closing band fixed). */
export const sectionBlockSchema = z.discriminatedUnion('kind', sectionBlockSchemas, kinds);

/** Any block, the headline included: what a page made of blocks stacks. */
export const blockSchema = z.discriminatedUnion('kind', [heroBlock, ...sectionBlockSchemas], kinds);

export type Block = z.output<typeof blockSchema>;
export type BlockKind = Block['kind'];
export type BlockOf<Kind extends BlockKind> = Extract<Block, { kind: Kind }>;
export type SectionBlock = z.output<typeof sectionBlockSchema>;

/** The anchor each block of a stack takes, with the field that sets it, for the check that no two are alike. */
export function blockAnchors(blocks: readonly Block[], field: string): { id: string; path: (string | number)[] }[] {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'hero':
        return { id: heroDom.id, path: [field, index] };
      case 'bookingBand':
        return { id: block.id ?? bookingBandDefaultId, path: [field, index, 'id'] };
      default:
        return { id: block.id, path: [field, index, 'id'] };
    }
  });
}
