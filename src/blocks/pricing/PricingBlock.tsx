import { PlanGrid } from '../../components/PlanGrid.tsx';
import { pricing } from '../../content/pricing.ts';
import { pricingPageFile } from '../../content/pricingPage.ts';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

/** The plans of pricing.yml, with the words the pricing page puts on their cards. */
export function PricingBlock({ block, tone }: BlockProps<'pricing'>) {
  const { perMonth, plans: words } = pricingPageFile.content;
  return (
    <BlockSection block={block} tone={tone}>
      <PlanGrid plans={pricing.plans} words={{ popularBadge: words.popularBadge, perMonth, buttonText: words.buttonText }} finePrint={words.finePrint} />
    </BlockSection>
  );
}
