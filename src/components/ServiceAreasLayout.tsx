import type { ServiceOf } from '../content/serviceSchema.ts';
import { Card } from './Card.tsx';
import { CardGrid } from './CardGrid.tsx';
import { ContentPage } from './ContentPage.tsx';
import { HeroActions } from './HeroActions.tsx';
import { MetricTiles } from './MetricTiles.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import { Section, type SectionTone } from './Section.tsx';
import { ServiceAreaCards, ServiceAreaSection } from './ServiceAreas.tsx';

/** Alternating backgrounds keep consecutive sections apart (the overview sits on white). */
const toneAt = (index: number): SectionTone => (index % 2 === 0 ? 'muted' : 'default');

export interface ServiceAreasLayoutProps {
  service: ServiceOf<'areas'>;
  /** The page's own path: overview cards link to `${path}#${anchor}`. */
  path: string;
}

/**
 * A service page made of anchored offerings: hero with key figures, overview cards, one section
 * per offering, optional highlight cards, the process and the closing CTA band.
 */
export function ServiceAreasLayout({ service, path }: ServiceAreasLayoutProps) {
  const { hero, metrics, areas, highlights, process, cta } = service;
  const afterAreas = areas.items.length;
  return (
    <ContentPage
      hero={{
        ...hero,
        backLink: true,
        actions: <HeroActions secondary={{ href: `${path}#${areas.id}`, label: areas.exploreLabel }} />,
        children: metrics ? <MetricTiles metrics={metrics} /> : undefined,
      }}
      cta={cta}
    >
      <Section id={areas.id} eyebrow={areas.eyebrow} title={areas.title} intro={areas.intro}>
        <ServiceAreaCards areas={areas.items} pagePath={path} />
      </Section>
      {areas.items.map((area, index) => (
        <ServiceAreaSection key={area.anchor} area={area} eyebrow={hero.eyebrow} tone={toneAt(index)} />
      ))}
      {highlights ? (
        <Section
          id={highlights.id}
          eyebrow={highlights.eyebrow}
          title={highlights.title}
          intro={highlights.intro}
          tone={toneAt(afterAreas)}
        >
          <CardGrid
            items={highlights.items}
            columns={highlights.items.length === 4 ? 4 : 3}
            itemKey={(item) => item.title}
            renderItem={(item) => (
              <Card title={item.title} description={item.description} icon={item.icon} features={item.features} />
            )}
          />
        </Section>
      ) : null}
      <Section
        id="process"
        eyebrow={process.eyebrow}
        title={process.title}
        intro={process.intro}
        tone={toneAt(highlights ? afterAreas + 1 : afterAreas)}
      >
        <ProcessSteps steps={process.steps} />
      </Section>
    </ContentPage>
  );
}
