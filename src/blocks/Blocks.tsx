import type { SectionTone } from '../components/Section.tsx';
import type { BlockProps } from './blockProps.ts';
import { AddOnsBlock } from './addOns/AddOnsBlock.tsx';
import { BeforeAfterBlock } from './beforeAfter/BeforeAfterBlock.tsx';
import { BookingBandBlock } from './bookingBand/BookingBandBlock.tsx';
import { ContactMethodsBlock } from './contactMethods/ContactMethodsBlock.tsx';
import { CardsBlock } from './cards/CardsBlock.tsx';
import { FaqBlock } from './faq/FaqBlock.tsx';
import { ExpertiseBlock } from './expertise/ExpertiseBlock.tsx';
import { FeaturePanelBlock } from './featurePanel/FeaturePanelBlock.tsx';
import { FounderBlock } from './founder/FounderBlock.tsx';
import { FrameworkBlock } from './framework/FrameworkBlock.tsx';
import { HeroBlock } from './hero/HeroBlock.tsx';
import { IllustratedHeroBlock } from './illustratedHero/IllustratedHeroBlock.tsx';
import { ImageTextBlock } from './imageText/ImageTextBlock.tsx';
import { IndustriesBlock } from './industries/IndustriesBlock.tsx';
import type { Block as BlockData, BlockKind } from './library.ts';
import { MetricsBlock } from './metrics/MetricsBlock.tsx';
import { OfficeBlock } from './office/OfficeBlock.tsx';
import { PartnershipBlock } from './partnership/PartnershipBlock.tsx';
import { PhasesBlock } from './phases/PhasesBlock.tsx';
import { PricingBlock } from './pricing/PricingBlock.tsx';
import { ProfileHeroBlock } from './profileHero/ProfileHeroBlock.tsx';
import { OfferingBlock } from './offering/OfferingBlock.tsx';
import { ResultsBlock } from './results/ResultsBlock.tsx';
import { RoiBlock } from './roi/RoiBlock.tsx';
import { ServiceGroupsBlock } from './serviceGroups/ServiceGroupsBlock.tsx';
import { QuoteBlock } from './quote/QuoteBlock.tsx';
import { SchedulerBlock } from './scheduler/SchedulerBlock.tsx';
import { RichTextBlock } from './richText/RichTextBlock.tsx';
import { ServiceCardsBlock } from './serviceCards/ServiceCardsBlock.tsx';
import { StepsBlock } from './steps/StepsBlock.tsx';
import { TextFactsBlock } from './textFacts/TextFactsBlock.tsx';
import { TextHighlightsBlock } from './textHighlights/TextHighlightsBlock.tsx';

/** One block, drawn by its kind's component; a kind without a case here fails the typecheck. */
function Block({ block, tone, path, place }: BlockProps<BlockKind>) {
  switch (block.kind) {
    case 'hero':
      return <HeroBlock block={block} path={path} place={place} />;
    case 'illustratedHero':
      return <IllustratedHeroBlock block={block} />;
    case 'profileHero':
      return <ProfileHeroBlock block={block} />;
    case 'scheduler':
      return <SchedulerBlock block={block} />;
    case 'metrics':
      return <MetricsBlock block={block} tone={tone} path={path} />;
    case 'cards':
      return <CardsBlock block={block} tone={tone} path={path} />;
    case 'serviceCards':
      return <ServiceCardsBlock block={block} tone={tone} path={path} />;
    case 'industries':
      return <IndustriesBlock block={block} tone={tone} path={path} />;
    case 'phases':
      return <PhasesBlock block={block} tone={tone} path={path} />;
    case 'steps':
      return <StepsBlock block={block} tone={tone} path={path} />;
    case 'results':
      return <ResultsBlock block={block} tone={tone} path={path} />;
    case 'serviceGroups':
      return <ServiceGroupsBlock block={block} tone={tone} path={path} />;
    case 'offering':
      return <OfferingBlock block={block} tone={tone} path={path} />;
    case 'roi':
      return <RoiBlock block={block} tone={tone} path={path} />;
    case 'faq':
      return <FaqBlock block={block} tone={tone} path={path} />;
    case 'richText':
      return <RichTextBlock block={block} tone={tone} path={path} />;
    case 'quote':
      return <QuoteBlock block={block} tone={tone} path={path} />;
    case 'featurePanel':
      return <FeaturePanelBlock block={block} tone={tone} path={path} />;
    case 'imageText':
      return <ImageTextBlock block={block} tone={tone} path={path} />;
    case 'pricing':
      return <PricingBlock block={block} tone={tone} path={path} />;
    case 'addOns':
      return <AddOnsBlock block={block} tone={tone} path={path} />;
    case 'founder':
      return <FounderBlock block={block} tone={tone} />;
    case 'partnership':
      return <PartnershipBlock block={block} tone={tone} path={path} />;
    case 'framework':
      return <FrameworkBlock block={block} tone={tone} path={path} />;
    case 'textFacts':
      return <TextFactsBlock block={block} tone={tone} path={path} />;
    case 'textHighlights':
      return <TextHighlightsBlock block={block} tone={tone} path={path} />;
    case 'expertise':
      return <ExpertiseBlock block={block} tone={tone} path={path} />;
    case 'beforeAfter':
      return <BeforeAfterBlock block={block} tone={tone} path={path} />;
    case 'contactMethods':
      return <ContactMethodsBlock block={block} tone={tone} path={path} />;
    case 'office':
      return <OfficeBlock block={block} tone={tone} path={path} />;
    case 'bookingBand':
      return <BookingBandBlock block={block} path={path} place={place} />;
    default: {
      const unknown: never = block;
      throw new Error(`No component draws a block of kind ${JSON.stringify((unknown as { kind: unknown }).kind)}`);
    }
  }
}

/** Blocks with a background of their own; the sections between them alternate white and grey, white first. */
const ownBackground = new Set<BlockKind>(['hero', 'illustratedHero', 'profileHero', 'scheduler', 'roi', 'bookingBand']);

/** A stack of blocks, in order, on alternating backgrounds. `path` is the page's, for its `#anchor` links; `place` its booking buttons' (a page made of blocks). */
export function Blocks({ blocks, path, place }: { blocks: readonly BlockData[]; path: string; place?: BlockProps<BlockKind>['place'] }) {
  let run = 0;
  return blocks.map((block, index) => {
    if (ownBackground.has(block.kind)) run = 0;
    const tone: SectionTone = run % 2 === 0 ? 'default' : 'muted';
    if (!ownBackground.has(block.kind)) run += 1;
    return <Block key={'id' in block && block.id ? block.id : `${block.kind}-${index}`} block={block} tone={tone} path={path} place={place} />;
  });
}
