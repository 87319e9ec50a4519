/**
 * The block library: every kind of section a page can stack, each a folder with its schema (which
 * gives the editor its fields, hints and errors) and its component. A new kind is its folder, one
 * line in `sectionBlockSchemas` and its entry in Blocks.tsx's table, which the typecheck asks for.
 */
import { z } from 'zod';
import { heroDom } from '../components/heroDom.ts';
import { list } from '../content/fields.ts';
import { addOnsBlock } from './addOns/addOnsBlock.ts';
import { beforeAfterBlock } from './beforeAfter/beforeAfterBlock.ts';
import { bookingBandBlock, bookingBandDefaultId } from './bookingBand/bookingBandBlock.ts';
import { contactMethodsBlock } from './contactMethods/contactMethodsBlock.ts';
import { cardsBlock } from './cards/cardsBlock.ts';
import { faqBlock } from './faq/faqBlock.ts';
import { expertiseBlock } from './expertise/expertiseBlock.ts';
import { featurePanelBlock } from './featurePanel/featurePanelBlock.ts';
import { founderBlock } from './founder/founderBlock.ts';
import { frameworkBlock } from './framework/frameworkBlock.ts';
import { heroBlock } from './hero/heroBlock.ts';
import { illustratedHeroBlock } from './illustratedHero/illustratedHeroBlock.ts';
import { imageTextBlock } from './imageText/imageTextBlock.ts';
import { industriesBlock } from './industries/industriesBlock.ts';
import { metricsBlock } from './metrics/metricsBlock.ts';
import { officeBlock } from './office/officeBlock.ts';
import { partnershipBlock } from './partnership/partnershipBlock.ts';
import { phasesBlock } from './phases/phasesBlock.ts';
import { pricingBlock } from './pricing/pricingBlock.ts';
import { profileHeroBlock } from './profileHero/profileHeroBlock.ts';
import { quoteBlock } from './quote/quoteBlock.ts';
import { schedulerBlock } from './scheduler/schedulerBlock.ts';
import { offeringBlock } from './offering/offeringBlock.ts';
import { resultsBlock } from './results/resultsBlock.ts';
import { roiBlock } from './roi/roiBlock.ts';
import { serviceGroupsBlock } from './serviceGroups/serviceGroupsBlock.ts';
import { richTextBlock } from './richText/richTextBlock.ts';
import { serviceCardsBlock } from './serviceCards/serviceCardsBlock.ts';
import { stepsBlock } from './steps/stepsBlock.ts';
import { textFactsBlock } from './textFacts/textFactsBlock.ts';
import { textHighlightsBlock } from './textHighlights/textHighlightsBlock.ts';

/** The blocks that go under a page's top, in the order the editor offers them. */
const sectionBlockSchemas = [
  metricsBlock,
  cardsBlock,
  serviceCardsBlock,
  industriesBlock,
  phasesBlock,
  stepsBlock,
  resultsBlock,
  serviceGroupsBlock,
  offeringBlock,
  roiBlock,
  faqBlock,
  richTextBlock,
  quoteBlock,
  featurePanelBlock,
  imageTextBlock,
  pricingBlock,
  addOnsBlock,
  founderBlock,
  partnershipBlock,
  frameworkBlock,
  textFactsBlock,
  textHighlightsBlock,
  expertiseBlock,
  beforeAfterBlock,
  contactMethodsBlock,
  officeBlock,
  bookingBandBlock,
] as const;

/** The blocks that open a page (its one headline). */
const topBlockSchemas = [heroBlock, illustratedHeroBlock, profileHeroBlock, schedulerBlock] as const;

const kinds = { error: (issue: { input?: unknown }) => `${JSON.stringify((issue.input as { kind?: unknown } | undefined)?.kind)} is not a kind of block` };

/** Any block, the headline included: what a page made of blocks stacks. */
const blockSchema = z.discriminatedUnion('kind', [...topBlockSchemas, ...sectionBlockSchemas], kinds);

/** A page made of blocks: its blocks in order, headline first (checked with `blockStackIssues`). */
export const blockStack = list('Blocks, in order', blockSchema, { singular: 'block', hint: 'Start with a top of the page (its headline); then any blocks, in any order.', summary: '{{fields.title}}' });

export type Block = z.output<typeof blockSchema>;
export type BlockKind = Block['kind'];
export type BlockOf<Kind extends BlockKind> = Extract<Block, { kind: Kind }>;

/** The anchor each block of a stack takes, with the field that sets it, for the check that no two are alike (the booking calendar's top takes none). */
function blockAnchors(blocks: readonly Block[], field: string): { id: string; path: (string | number)[]; index: number }[] {
  return blocks.flatMap((block, index) => {
    switch (block.kind) {
      case 'scheduler':
        return [];
      case 'hero':
      case 'illustratedHero':
      case 'profileHero':
        return [{ id: heroDom.id, path: [field, index], index }];
      case 'bookingBand':
        return [{ id: block.id ?? bookingBandDefaultId, path: [field, index, 'id'], index }];
      default:
        return [{ id: block.id, path: [field, index, 'id'], index }];
    }
  });
}

const topKinds = new Set<unknown>(topBlockSchemas.map((schema) => schema.shape.kind.value));

/** Whether `kind` is a top of the page (its headline), which a page has one of, first. */
export const isTopOfPage = (kind: unknown): boolean => topKinds.has(kind);

/** What a page's stack of blocks must keep: one top of the page, first, and an anchor of its own for every block; each problem with the path of the field it is about. */
export function blockStackIssues(blocks: readonly Block[], field: string): { path: (string | number)[]; message: string }[] {
  const issues = blocks.flatMap((block, index) => {
    if (index === 0 && !isTopOfPage(block.kind)) return [{ path: [field, 0], message: 'must be a top of the page (its headline): a page starts with it' }];
    if (index > 0 && isTopOfPage(block.kind)) return [{ path: [field, index], message: 'is a second top of the page: a page has one headline, first' }];
    return [];
  });
  const anchors = blockAnchors(blocks, field);
  anchors.forEach(({ id, path, index }, position) => {
    // A second top of the page takes the first one's anchor: said once, above.
    if (index > 0 && isTopOfPage(blocks[index]!.kind)) return;
    if (anchors.findIndex((other) => other.id === id) !== position) issues.push({ path, message: `#${id} is already the anchor of another block of this page` });
  });
  return issues;
}
