import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { HeroActions, OutlineLink } from '../components/HeroActions.tsx';
import { ProcessSteps } from '../components/ProcessSteps.tsx';
import { Section } from '../components/Section.tsx';
import type { LinkedServiceCard, ServicesOverviewContent } from '../content/servicesOverview.ts';

/** Service cards, each ending in a link to the service's own page. */
function LinkedServiceCards({ services, linkLabel, columns }: { services: readonly LinkedServiceCard[]; linkLabel: string; columns: 2 | 3 }) {
  return (
    <CardGrid
      items={services}
      columns={columns}
      itemKey={(service) => service.title}
      renderItem={(service) => (
        <Card
          title={service.title}
          description={service.description}
          icon={service.icon}
          features={service.features}
          link={{ href: service.href, label: linkLabel }}
        />
      )}
    />
  );
}

export interface ServicesPageProps {
  content: ServicesOverviewContent;
  core: readonly LinkedServiceCard[];
  supporting: readonly LinkedServiceCard[];
}

export default function ServicesPage({ content, core, supporting }: ServicesPageProps) {
  const { hero, industries, process, cta } = content;
  return (
    <ContentPage
      hero={{ eyebrow: hero.eyebrow, title: hero.title, lead: hero.lead, actions: <HeroActions secondary={hero.secondary} /> }}
      cta={{ title: cta.title, text: cta.text, buttonText: cta.buttonText, secondary: cta.secondary ? <OutlineLink link={cta.secondary} /> : undefined }}
    >
      <Section id="core-services" eyebrow={content.core.eyebrow} title={content.core.title} intro={content.core.intro}>
        <LinkedServiceCards services={core} linkLabel={content.core.linkLabel} columns={2} />
      </Section>

      <Section id="supporting-services" tone="muted" eyebrow={content.supporting.eyebrow} title={content.supporting.title} intro={content.supporting.intro}>
        <LinkedServiceCards services={supporting} linkLabel={content.supporting.linkLabel} columns={3} />
      </Section>

      <Section id="industries" eyebrow={industries.eyebrow} title={industries.title} intro={industries.intro}>
        <CardGrid
          items={industries.items}
          itemKey={(industry) => industry.name}
          renderItem={(industry) => (
            <Card title={industry.name} description={industry.description} icon={industry.icon} features={industry.features} />
          )}
        />
      </Section>

      <Section id="process" tone="muted" eyebrow={process.eyebrow} title={process.title} intro={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
    </ContentPage>
  );
}
