import { css } from '@linaria/core';
import type { PricingPlan } from '../content/pricing.ts';
import { media } from '../styles/theme.ts';
import { PricingCard, type PricingCardWords } from './PricingCard.tsx';
import { revealGroup, revealItem } from './revealDom.ts';

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

/** The plans side by side (stacked on phones), with the note that applies to all of them. */
export function PlanGrid({ plans, words, finePrint }: { plans: readonly PricingPlan[]; words: PricingCardWords; finePrint: string }) {
  return (
    <>
      <ul className={planGrid} {...revealGroup}>
        {plans.map((plan) => (
          <li key={plan.name} {...revealItem}>
            <PricingCard plan={plan} words={words} />
          </li>
        ))}
      </ul>
      <p className={finePrintClass}>{finePrint}</p>
    </>
  );
}
