import { css, cx } from '@linaria/core';
import { Star } from 'lucide-react';
import { formatUsd } from '../content/pricing.ts';
import type { PlanAccent, PricingPlan } from '../content/pricing.ts';
import { media } from '../styles/theme.ts';
import { BookingButton } from './BookingButton.tsx';
import { CheckList } from './CheckList.tsx';
import { Icon } from './Icon.tsx';
import { raisedPanel } from '../styles/raisedPanel.ts';
import { accentBadge } from '../styles/accentBadge.ts';

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
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: var(--radius-md);
  background: var(--plan-accent-soft);
  color: var(--plan-accent-ink);
  & svg {
    width: 1.5rem;
    height: 1.5rem;
  }
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

/** The words around a plan: its badge when popular, what follows the price, its button. */
interface PricingCardWords {
  popularBadge: string;
  perMonth: string;
  buttonText: string;
}

/** One monthly plan: name, price, features and a booking trigger ('Get Started'); the popular plan carries a badge. */
export function PricingCard({ plan, words }: { plan: PricingPlan; words: PricingCardWords }) {
  // Plan names are the owner's (data): the id keeps only letters and digits.
  const headingId = `plan-${plan.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <article className={cx(card, accents[plan.colour], plan.popular && popularCard)} aria-labelledby={headingId}>
      {plan.popular ? (
        <p className={badge}>
          <Star aria-hidden="true" focusable="false" />
          {words.popularBadge}
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
        <span className={period}>{words.perMonth}</span>
      </p>
      <p className={descriptionClass}>{plan.description}</p>
      <CheckList items={plan.features} className={featureList} />
      <div className={action}>
        <BookingButton place="pricing-plan" text={words.buttonText} variant={plan.buttonVariant} size="lg" className={fullWidth} />
      </div>
    </article>
  );
}
