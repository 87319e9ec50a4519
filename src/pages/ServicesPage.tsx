import { paths } from '../paths.ts';
import { ButtonLink } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { HeroActions } from '../components/HeroActions.tsx';
import { ProcessSteps } from '../components/ProcessSteps.tsx';
import { Section } from '../components/Section.tsx';
import { coreServices, serviceIndustries, serviceProcess, supportingServices } from '../content/servicesOverview.ts';
import type { ServiceCard } from '../content/types.ts';
import { site } from '../site.ts';

/** Service cards, each ending in a link to the service's own page. */
function LinkedServiceCards({
  services,
  linkLabel,
  columns,
}: {
  services: readonly (ServiceCard & { href: string })[];
  linkLabel: string;
  columns: 2 | 3;
}) {
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

export default function ServicesPage() {
  return (
    <ContentPage
      hero={{
        eyebrow: 'Services',
        title: 'Marketing and sales leadership, sized to your stage',
        lead: `Senior fractional leadership for marketing and sales, backed by specialists who execute. Start with the leadership you need today, add services as you grow, and see measurable results within ${site.claims.daysToFirstResults} days.`,
        actions: <HeroActions secondary={{ href: paths.pricing, label: 'See plans and pricing' }} />,
      }}
      cta={{
        title: 'Not sure which service you need?',
        text: 'Most clients start with a conversation, not a service. Tell us where growth is stuck and we will recommend the smallest engagement that fixes it.',
        secondary: (
          <ButtonLink href={paths.contact} variant="outline" size="lg">
            Contact Our Team
          </ButtonLink>
        ),
      }}
    >
      <Section
        id="core-services"
        eyebrow="Leadership"
        title="Core leadership services"
        intro="Executive-level ownership of your growth. A fractional leader joins your team, sets the strategy and is accountable for the results."
      >
        <LinkedServiceCards services={coreServices} linkLabel="Learn More" columns={2} />
      </Section>

      <Section
        id="supporting-services"
        tone="muted"
        eyebrow="Specialists"
        title="Supporting services"
        intro="Hands-on execution that plugs into the strategy: add one service or several, and we run them as part of one revenue engine."
      >
        <LinkedServiceCards services={supportingServices} linkLabel="Explore Service" columns={3} />
      </Section>

      <Section
        id="industries"
        eyebrow="Industries"
        title="Industries we serve"
        intro="We focus on three markets where we know the buyers, the sales cycles and the benchmarks, so you skip the learning curve."
      >
        <CardGrid
          items={serviceIndustries}
          itemKey={(industry) => industry.name}
          renderItem={(industry) => (
            <Card title={industry.name} description={industry.description} icon={industry.icon} features={industry.features} />
          )}
        />
      </Section>

      <Section
        id="process"
        tone="muted"
        eyebrow="Our process"
        title="How we work with you"
        intro="Every engagement follows the same four steps, whichever services you choose."
      >
        <ProcessSteps steps={serviceProcess} />
      </Section>
    </ContentPage>
  );
}
