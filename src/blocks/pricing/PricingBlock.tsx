import { css, cx } from '@linaria/core';
import { Star } from 'lucide-react';
import { BookingButton } from '../../components/BookingButton.tsx';
import { CheckList } from '../../components/CheckList.tsx';
import { Icon } from '../../components/Icon.tsx';
import { revealGroup, revealItem } from '../../components/revealDom.ts';
import { formatUsd, type PlanAccent } from '../../content/pricing.ts';
import { accentBadge } from '../../styles/accentBadge.ts';
import { raisedPanel } from '../../styles/raisedPanel.ts';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { useShownPricing } from './shownPricing.tsx';
import { iconTile } from '../../styles/iconTile.ts';

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

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  width: 100%;
  container-type: inline-size;
  padding: var(--space-6) var(--space-5);
  ${raisedPanel}
  border-top: 4px solid var(--plan-accent);
`;

const popularCard = css`
  border: 2px solid var(--color-primary);
  border-top: 4px solid var(--plan-accent);
  box-shadow: var(--shadow-lg);
  ${media.lg} {
    transform: translateY(-0.75rem);
  }
`;

const accents = {
  blue: css`
    --plan-accent: var(--color-primary);
    --plan-accent-soft: var(--color-primary-soft);
    --plan-accent-ink: var(--color-primary);
  `,
  amber: css`
    --plan-accent: var(--color-accent);
    --plan-accent-soft: var(--color-accent-soft);
    --plan-accent-ink: var(--color-accent-strong);
  `,
  green: css`
    --plan-accent: var(--color-success);
    --plan-accent-soft: var(--color-success-soft);
    --plan-accent-ink: var(--color-success);
  `,
} satisfies Record<PlanAccent, string>;

const badge = css`
  position: absolute;
  top: 0;
  left: 50%;
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: var(--space-1) var(--space-4);
  ${accentBadge}
  white-space: nowrap;
  transform: translate(-50%, -60%);
  & svg {
    width: 0.9rem;
    height: 0.9rem;
    fill: currentColor;
  }
`;

const head = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  & h3 {
    font-size: var(--text-2xl);
  }
`;

const iconWrap = css`
  ${iconTile('3rem', '1.5rem')}
  flex: none;
  background: var(--plan-accent-soft);
  color: var(--plan-accent-ink);
`;

const subtitle = css`
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  font-weight: 600;
`;

const priceLine = css`
  display: flex;
  align-items: baseline;
  gap: var(--space-1);
  color: var(--color-ink);
`;

const amount = css`
  /* Shrinks with a narrow card (three across at 1024 px) so '/month' stays inside it. */
  font-size: min(var(--text-4xl), 18cqi);
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1;
`;

const period = css`
  color: var(--color-text-muted);
  font-weight: 600;
`;

const descriptionClass = css`
  color: var(--color-text-muted);
`;

const featureList = css`
  padding-top: var(--space-4);
  border-top: 1px solid var(--color-border);
`;

const action = css`
  margin-top: auto;
  padding-top: var(--space-4);
`;

const fullWidth = css`
  width: 100%;
`;

/**
 * The plans of pricing.yml side by side (stacked on phones), each with its name, price, features
 * and a booking trigger ('Get Started'), the popular plan with a badge; the block's words on their
 * cards and, under them, the note that applies to all of them.
 */
export function PricingBlock({ block }: BlockProps<'pricing'>) {
  const { plans } = useShownPricing();
  return (
    <>
      <ul className={planGrid} {...revealGroup}>
        {plans.map((plan) => {
          // Plan names are the owner's (data): the id keeps only letters and digits.
          const headingId = `plan-${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <li key={plan.name} {...revealItem}>
              <article className={cx(card, accents[plan.colour], plan.popular && popularCard)} aria-labelledby={headingId}>
                {plan.popular ? (
                  <p className={badge}>
                    <Star aria-hidden="true" focusable="false" />
                    {block.popularBadge}
                  </p>
                ) : null}
                <div className={head}>
                  <span className={iconWrap}>
                    <Icon name={plan.icon} />
                  </span>
                  <div>
                    <h3 id={headingId}>{plan.name}</h3>
                    <p className={subtitle}>{plan.subtitle}</p>
                  </div>
                </div>
                <p className={priceLine}>
                  <span className={amount}>{formatUsd(plan.price)}</span>
                  <span className={period}>{block.perMonth}</span>
                </p>
                <p className={descriptionClass}>{plan.description}</p>
                <CheckList items={plan.features} className={featureList} />
                <div className={action}>
                  <BookingButton place="pricing-plan" text={block.buttonText} variant={plan.buttonVariant} size="lg" className={fullWidth} />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <p className={finePrintClass}>{block.finePrint}</p>
    </>
  );
}
