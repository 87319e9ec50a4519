import { css } from '@linaria/core';
import { ShieldCheck } from 'lucide-react';
import { Card } from '../../components/Card.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { ContentPage } from '../../components/ContentPage.tsx';
import { FeaturePanel } from '../../components/FeaturePanel.tsx';
import { HeroActions } from '../../components/HeroActions.tsx';
import { MetricTiles } from '../../components/MetricTiles.tsx';
import { PhaseTimeline } from '../../components/PhaseTimeline.tsx';
import { ProofPoints } from '../../components/ProofPoints.tsx';
import { ResultsTimeline } from '../../components/ResultsTimeline.tsx';
import { Section } from '../../components/Section.tsx';
import { ServiceGroups } from '../../components/ServiceGroups.tsx';
import { useSharedWords } from '../../components/SharedWords.tsx';
import type { ServiceOf } from '../../content/serviceSchema.ts';
import { renderNearViewport } from '../../styles/renderNearViewport.ts';
import { media } from '../../styles/theme.ts';

/*
 * The one dark section of a page waits offscreen too: laid out with the page, it costs the first
 * paint of a service page a third of its text. Each estimate holds both leadership pages' metrics
 * at the narrowest width it applies to (renderNearViewport).
 */
const roiSection = css`
  --estimated-height: 92rem;
  ${media.sm} {
    --estimated-height: 56rem;
  }
  ${media.md} {
    --estimated-height: 54rem;
  }
  ${media.lg} {
    --estimated-height: 44rem;
  }
  ${renderNearViewport('var(--estimated-height)')}
`;

const otherDeliverables = css`
  margin-top: var(--space-6);
`;

const commitment = css`
  display: flex;
  gap: var(--space-3);
  max-width: 48rem;
  margin: var(--space-6) auto 0;
  padding: var(--space-4) var(--space-5);
  border: 1px solid rgb(255 255 255 / 18%);
  border-radius: var(--radius-md);
  background: var(--color-surface-dark-raised);
  & svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: var(--color-accent);
  }
`;

/** The fractional leadership layout (SPEC.md "Fractional CMO" / "Fractional CSO"): the two pages differ only in data. */
export function LeadershipServicePage({ service }: { service: ServiceOf<'leadership'> }) {
  const { hero, services, methodologies, deliverables, roi, industries, process, results, cta } = service;
  const { servicePages: words } = useSharedWords();
  return (
    <ContentPage
      hero={{
        ...hero,
        backLink: true,
        actions: <HeroActions secondary={{ href: '#process', label: words.processLink }} />,
        children: <ProofPoints points={words.promises} />,
      }}
      cta={cta}
    >
      <Section id="services" eyebrow={services.eyebrow} title={services.title} intro={services.intro}>
        <ServiceGroups groups={services.groups} />
      </Section>
      {methodologies ? (
        <Section
          id="methodologies"
          tone="muted"
          eyebrow={methodologies.eyebrow}
          title={methodologies.title}
          intro={methodologies.intro}
        >
          <ServiceGroups groups={methodologies.groups} />
        </Section>
      ) : null}
      <Section
        id="deliverables"
        tone={methodologies ? 'default' : 'muted'}
        eyebrow={deliverables.eyebrow}
        title={deliverables.title}
        intro={deliverables.intro}
      >
        <FeaturePanel {...deliverables.key} itemsTitle={words.keyDeliverableContents} items={deliverables.key.contents} />
        <CardGrid
          className={otherDeliverables}
          items={deliverables.others}
          itemKey={(item) => item.title}
          renderItem={(item) => <Card title={item.title} description={item.description} icon={item.icon} />}
        />
      </Section>
      <Section id="roi" tone="dark" className={roiSection} eyebrow={roi.eyebrow} title={roi.title} intro={roi.intro}>
        <MetricTiles metrics={roi.metrics} />
        <p className={commitment}>
          <ShieldCheck aria-hidden="true" focusable="false" />
          <span>{roi.commitment}</span>
        </p>
      </Section>
      <Section id="industries" eyebrow={industries.eyebrow} title={industries.title} intro={industries.intro}>
        <CardGrid
          items={industries.items}
          itemKey={(item) => item.name}
          renderItem={(item) => (
            <Card title={item.name} description={item.description} icon={item.icon} features={item.features} />
          )}
        />
      </Section>
      <Section id="process" tone="muted" eyebrow={process.eyebrow} title={process.title} intro={process.intro}>
        <PhaseTimeline phases={process.phases} />
      </Section>
      <Section id="results" eyebrow={results.eyebrow} title={results.title} intro={results.intro}>
        <ResultsTimeline milestones={results.milestones} />
      </Section>
    </ContentPage>
  );
}
