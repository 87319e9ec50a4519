import { css } from '@linaria/core';
import { BookingButton } from '../../components/BookingButton.tsx';
import { Card } from '../../components/Card.tsx';
import { revealGroup, revealItem } from '../../components/revealDom.ts';
import { formatUsd } from '../../content/pricing.ts';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { useShownPricing } from '../pricing/shownPricing.tsx';
import { bareList } from '../../styles/bareList.ts';

const addOnGrid = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-5);
  ${bareList}
  & > li {
    display: flex;
    flex: 1 1 100%;
    ${media.md} {
      flex-basis: calc(50% - var(--space-5));
      max-width: calc(50% - var(--space-5) / 2);
    }
    ${media.lg} {
      flex-basis: calc(33.333% - var(--space-5));
      max-width: calc(33.333% - var(--space-5) * 2 / 3);
    }
  }
`;

const addOnPrice = css`
  margin-top: auto;
  padding-top: var(--space-3);
  border-top: 1px solid var(--color-border);
  color: var(--color-ink);
  & strong {
    font-size: var(--text-2xl);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
  & span {
    color: var(--color-text-muted);
    font-weight: 600;
  }
`;

/** The add-on services of pricing.yml, as cards with their monthly price and a booking button. */
export function AddOnsBlock({ block }: BlockProps<'addOns'>) {
  const { addOns } = useShownPricing();
  return (
    <ul className={addOnGrid} {...revealGroup}>
      {addOns.map((addOn) => (
        <li key={addOn.name} {...revealItem}>
          <Card title={addOn.name} description={addOn.description}>
            <p className={addOnPrice}>
              <strong>{formatUsd(addOn.price)}</strong>
              <span>{block.perMonth}</span>
            </p>
            <BookingButton place="pricing-add-on" text={block.buttonText} variant="outline" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
