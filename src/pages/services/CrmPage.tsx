import { css } from '@linaria/core';
import { paths } from '../../../routes.ts';
import { BookingButton } from '../../components/BookingButton.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { ContentPage } from '../../components/ContentPage.tsx';
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
  const { hero, platforms, services, process, cta } = crm;
  return (
    <ContentPage
      hero={{
        eyebrow: hero.eyebrow,
        title: hero.title,
        lead: hero.lead,
        backLink: true,
        actions: (
          <>
            <BookingButton size="lg" />
            <ButtonLink href={`${paths.crm}#platforms`} variant="outline" size="lg">
              See supported platforms
            </ButtonLink>
          </>
        ),
        children: (
          <div className={figures}>
            <MetricTiles metrics={hero.metrics} />
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
