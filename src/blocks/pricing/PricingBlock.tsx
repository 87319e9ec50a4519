import { css } from '@linaria/core';
import { PricingCard } from '../../components/PricingCard.tsx';
import { revealGroup, revealItem } from '../../components/revealDom.ts';
import { media } from '../../styles/theme.ts';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';
import { useShownPricing } from './shownPricing.tsx';

const planGrid = css`
  display: grid;
  gap: var(--space-7);
  margin: 0;
  padding: var(--space-4) 0 0;
  list-style: none;
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--space-5);
    align-items: stretch;
  }
  & > li {
    display: flex;
  }
`;

const finePrintClass = css`
  max-width: 44rem;
  margin: var(--space-7) auto 0;
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  text-align: center;
`;

/** The plans of pricing.yml side by side (stacked on phones), with the block's words on their cards and the note that applies to all of them. */
export function PricingBlock({ block, tone }: BlockProps<'pricing'>) {
  const { plans } = useShownPricing();
  const words = { popularBadge: block.popularBadge, perMonth: block.perMonth, buttonText: block.buttonText };
  return (
    <BlockSection block={block} tone={tone}>
      <ul className={planGrid} {...revealGroup}>
        {plans.map((plan) => (
          <li key={plan.name} {...revealItem}>
            <PricingCard plan={plan} words={words} />
          </li>
        ))}
      </ul>
      <p className={finePrintClass}>{block.finePrint}</p>
    </BlockSection>
  );
}
