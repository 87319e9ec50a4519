import { css } from '@linaria/core';
import { BookingButton } from '../components/BookingButton.tsx';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { FaqList } from '../components/FaqList.tsx';
import { PricingCard } from '../components/PricingCard.tsx';
import { Section } from '../components/Section.tsx';
import { addOns, formatUsd, plans, pricingFaqs, pricingReasons } from '../content/pricing.ts';
import type { AddOnService } from '../content/types.ts';
import { site } from '../site.ts';
import { media } from '../styles/theme.ts';

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

const finePrint = css`
  max-width: 44rem;
  margin: var(--space-7) auto 0;
  color: var(--color-text-muted);
  font-size: var(--text-sm);
  text-align: center;
`;

const addOnGrid = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-5);
  margin: 0;
  padding: 0;
  list-style: none;
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

function AddOnCard({ addOn }: { addOn: AddOnService }) {
  return (
    <Card title={addOn.name} description={addOn.description}>
      <p className={addOnPrice}>
        <strong>{formatUsd(addOn.price)}</strong>
        <span>/month</span>
      </p>
      <BookingButton text="Add Service" variant="outline" />
    </Card>
  );
}

export default function PricingPage() {
  return (
    <ContentPage
      hero={{
        eyebrow: 'Pricing',
        title: 'Simple, transparent pricing for senior growth leadership',
        lead: `Choose the level of fractional CMO and CSO leadership that fits your stage. Every plan is month to month, includes training for your team and is backed by our ${site.claims.guaranteeDays}-day satisfaction guarantee.`,
        actions: <BookingButton text="Talk through your options" variant="outline" size="lg" />,
      }}
      cta={{
        id: 'custom-solution',
        title: 'Need a custom solution?',
        text: 'Several business units, a new market to enter, or a mix of services no plan quite covers? Tell us where you want to be in twelve months and we will design an engagement around your goals and budget.',
        buttonText: 'Design a custom plan',
      }}
    >
      <Section
        id="plans"
        eyebrow="Plans"
        title="Choose the plan that fits your stage"
        intro="Three monthly plans, each led by senior marketing and sales leadership. Start where you are today and move up as your revenue engine grows."
      >
        <ul className={planGrid} data-reveal="">
          {plans.map((plan) => (
            <li key={plan.name} data-reveal-item="">
              <PricingCard plan={plan} />
            </li>
          ))}
        </ul>
        <p className={finePrint}>
          Prices are in US dollars per month, billed monthly in advance. Advertising spend and third-party software are
          billed at cost, only with your approval.
        </p>
      </Section>

      <Section
        id="enhanced-services"
        tone="muted"
        eyebrow="Add-ons"
        title="Enhanced Services"
        intro="Add specialist execution to any plan. Each add-on is billed monthly alongside your plan and can be added or removed at the start of any billing cycle."
      >
        <ul className={addOnGrid} data-reveal="">
          {addOns.map((addOn) => (
            <li key={addOn.name} data-reveal-item="">
              <AddOnCard addOn={addOn} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="why-choose-us"
        eyebrow="Why us"
        title={`Why growing companies choose ${site.name}`}
        intro="You get the judgment of an experienced executive without the cost, hiring risk or long-term commitment of a full-time hire."
      >
        <CardGrid
          items={pricingReasons}
          columns={4}
          itemKey={(reason) => reason.title}
          renderItem={(reason) => <Card title={reason.title} description={reason.description} icon={reason.icon} />}
        />
      </Section>

      <Section
        id="faq"
        tone="muted"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Straight answers about plans, billing and getting started. Anything else, ask us on a free strategy call."
      >
        <FaqList items={pricingFaqs} />
      </Section>
    </ContentPage>
  );
}
