import { css } from '@linaria/core';
import { paths } from '../../paths.ts';
import { Card } from '../../components/Card.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { ContentPage } from '../../components/ContentPage.tsx';
import { HeroActions } from '../../components/HeroActions.tsx';
import { MetricTiles } from '../../components/MetricTiles.tsx';
import { ProcessSteps } from '../../components/ProcessSteps.tsx';
import { Section } from '../../components/Section.tsx';
import { crm } from '../../content/services/crm.ts';

/** Two tiles read as a pair beside the hero copy rather than stretching across the page. */
const figures = css`
  max-width: 36rem;
`;

/** CRM Integration: platforms, services and the five-step implementation process. */
export default function CrmPage() {
  const { hero, metrics, platforms, services, process, cta } = crm;
  return (
    <ContentPage
      hero={{
        ...hero,
        backLink: true,
        actions: <HeroActions secondary={{ href: `${paths.crm}#platforms`, label: 'See supported platforms' }} />,
        children: (
          <div className={figures}>
            <MetricTiles metrics={metrics} />
          </div>
        ),
      }}
      cta={cta}
    >
      <Section id="platforms" eyebrow={platforms.eyebrow} title={platforms.title} intro={platforms.intro}>
        <CardGrid
          items={platforms.items}
          columns={2}
          itemKey={(platform) => platform.name}
          renderItem={(platform) => (
            <Card title={platform.name} description={platform.description} features={platform.features} />
          )}
        />
      </Section>
      <Section id="services" eyebrow={services.eyebrow} title={services.title} intro={services.intro} tone="muted">
        <CardGrid
          items={services.items}
          itemKey={(service) => service.title}
          renderItem={(service) => (
            <Card title={service.title} description={service.description} icon={service.icon} features={service.features} />
          )}
        />
      </Section>
      <Section id="process" eyebrow={process.eyebrow} title={process.title} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
    </ContentPage>
  );
}
