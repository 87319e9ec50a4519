import { PlanGrid } from '../../components/PlanGrid.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';
import { useShownPricing } from './shownPricing.tsx';

/** The plans of pricing.yml, with the block's words on their cards. */
export function PricingBlock({ block, tone }: BlockProps<'pricing'>) {
  const { plans } = useShownPricing();
  return (
    <BlockSection block={block} tone={tone}>
      <PlanGrid plans={plans} words={{ popularBadge: block.popularBadge, perMonth: block.perMonth, buttonText: block.buttonText }} finePrint={block.finePrint} />
    </BlockSection>
  );
}
