import type { ComponentType } from 'react';
import { Section, type SectionTone } from '../components/Section.tsx';
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

/** Each kind's component; a kind without one here fails the typecheck. */
const blockComponents: { [Kind in BlockKind]: ComponentType<BlockProps<Kind>> } = {
  hero: HeroBlock,
  illustratedHero: IllustratedHeroBlock,
  profileHero: ProfileHeroBlock,
  scheduler: SchedulerBlock,
  metrics: MetricsBlock,
  cards: CardsBlock,
  serviceCards: ServiceCardsBlock,
  industries: IndustriesBlock,
  phases: PhasesBlock,
  steps: StepsBlock,
  results: ResultsBlock,
  serviceGroups: ServiceGroupsBlock,
  offering: OfferingBlock,
  roi: RoiBlock,
  faq: FaqBlock,
  richText: RichTextBlock,
  quote: QuoteBlock,
  featurePanel: FeaturePanelBlock,
  imageText: ImageTextBlock,
  pricing: PricingBlock,
  addOns: AddOnsBlock,
  founder: FounderBlock,
  partnership: PartnershipBlock,
  framework: FrameworkBlock,
  textFacts: TextFactsBlock,
  textHighlights: TextHighlightsBlock,
  expertise: ExpertiseBlock,
  beforeAfter: BeforeAfterBlock,
  contactMethods: ContactMethodsBlock,
  office: OfficeBlock,
  bookingBand: BookingBandBlock,
};

/** Blocks with a background of their own; the sections between them alternate white and grey, white first. */
const ownBackground = new Set<BlockKind>(['hero', 'illustratedHero', 'profileHero', 'scheduler', 'roi', 'bookingBand']);

/** Blocks that draw their own frame (the tops of the page, the dark bands, the founder's profile); every other one is drawn inside a Section with its anchor and heading. */
const ownFrameKinds = ['hero', 'illustratedHero', 'profileHero', 'scheduler', 'roi', 'bookingBand', 'founder'] as const;
const ownFrame = new Set<BlockKind>(ownFrameKinds);
type SectionBlock = Exclude<BlockData, { kind: (typeof ownFrameKinds)[number] }>;
const inSection = (block: BlockData): block is SectionBlock => !ownFrame.has(block.kind);

/** Blocks whose heading stands at the start of the line, over text read beside a panel or an image. */
const headingAtStart = new Set<BlockKind>(['expertise', 'imageText', 'offering', 'office', 'textFacts', 'textHighlights']);

/** One block, drawn by its kind's component, inside its Section unless it draws its own frame. */
function Block(props: BlockProps<BlockKind>) {
  // The table pairs each kind with its own component; TypeScript cannot follow that pairing through a lookup by a union key.
  const Component = blockComponents[props.block.kind] as ComponentType<BlockProps<BlockKind>>;
  const { block, tone } = props;
  if (!inSection(block)) return <Component {...props} />;
  return (
    <Section {...block} tone={tone} align={headingAtStart.has(block.kind) ? 'start' : 'center'}>
      <Component {...props} />
    </Section>
  );
}

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
