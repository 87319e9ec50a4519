import { css } from '@linaria/core';
import { BookingButton } from '../components/BookingButton.tsx';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { FaqBlock } from '../blocks/faq/FaqBlock.tsx';
import { PlanGrid } from '../components/PlanGrid.tsx';
import { Section } from '../components/Section.tsx';
import { formatUsd, type AddOnService, type Pricing } from '../content/pricing.ts';
import type { PricingPageContent } from '../content/pricingPage.ts';
import { paths } from '../paths.ts';
import { media } from '../styles/theme.ts';
import { revealGroup, revealItem } from '../components/revealDom.ts';

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

function AddOnCard({ addOn, perMonth, buttonText }: { addOn: AddOnService; perMonth: string; buttonText: string }) {
  return (
    <Card title={addOn.name} description={addOn.description}>
      <p className={addOnPrice}>
        <strong>{formatUsd(addOn.price)}</strong>
        <span>{perMonth}</span>
      </p>
      <BookingButton place="pricing-add-on" text={buttonText} variant="outline" />
    </Card>
  );
}

export default function PricingPage({ content, pricing: { plans, addOns, faqs } }: { content: PricingPageContent; pricing: Pricing }) {
  const { hero, perMonth, plans: plansSection, addOns: addOnsSection, whyUs, faq, cta } = content;
  const cardWords = { popularBadge: plansSection.popularBadge, perMonth, buttonText: plansSection.buttonText };
  return (
    <ContentPage
      hero={{
        eyebrow: hero.eyebrow,
        title: hero.title,
        lead: hero.lead,
        actions: <BookingButton place="hero" text={hero.buttonText} variant="outline" size="lg" />,
      }}
      cta={{ id: 'custom-solution', ...cta }}
    >
      <Section id="plans" eyebrow={plansSection.eyebrow} title={plansSection.title} intro={plansSection.intro}>
        <PlanGrid plans={plans} words={cardWords} finePrint={plansSection.finePrint} />
      </Section>

      <Section id="enhanced-services" tone="muted" eyebrow={addOnsSection.eyebrow} title={addOnsSection.title} intro={addOnsSection.intro}>
        <ul className={addOnGrid} {...revealGroup}>
          {addOns.map((addOn) => (
            <li key={addOn.name} {...revealItem}>
              <AddOnCard addOn={addOn} perMonth={perMonth} buttonText={addOnsSection.buttonText} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-choose-us" eyebrow={whyUs.eyebrow} title={whyUs.title} intro={whyUs.intro}>
        <CardGrid
          items={whyUs.cards}
          columns={4}
          itemKey={(reason) => reason.title}
          renderItem={(reason) => <Card title={reason.title} description={reason.description} icon={reason.icon} />}
        />
      </Section>

      <FaqBlock block={{ kind: 'faq', id: 'faq', ...faq, items: [...faqs] }} tone="muted" path={paths.pricing} />
    </ContentPage>
  );
}
