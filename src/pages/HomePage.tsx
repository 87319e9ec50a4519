import { css } from '@linaria/core';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { ProcessSteps } from '../components/ProcessSteps.tsx';
import { Section } from '../components/Section.tsx';
import { engagementSteps, niches, problems, promises, solution, solutionCards } from '../content/home.ts';
import { site } from '../site.ts';
import { FounderProfile } from './home/FounderProfile.tsx';
import { HomeHero } from './home/HomeHero.tsx';
import { PartnershipModel } from './home/PartnershipModel.tsx';
import { RevenueFramework } from './home/RevenueFramework.tsx';

const nicheCard = css`
  height: 100%;
`;

/** Home (SPEC.md "Home"): every section in the spec's order, with the anchors hero, solutions, services, approach. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <FounderProfile />
      <Section
        id="what-we-do"
        tone="muted"
        eyebrow="What we do"
        title="Senior leadership for the whole revenue engine"
        intro="Three ways to bring experienced marketing and sales leadership into your company, without the cost and risk of full-time executive hires."
      >
        <CardGrid
          items={solutionCards}
          itemKey={(card) => card.title}
          renderItem={(card) => (
            <Card
              title={card.title}
              description={card.description}
              icon={card.icon}
              link={card.href ? { href: card.href, label: 'Learn more' } : undefined}
            />
          )}
        />
      </Section>
      <Section id="solutions" eyebrow="The solution" title={solution.title} intro={solution.intro}>
        <CardGrid
          items={solution.points}
          itemKey={(point) => point.title}
          renderItem={(point) => <Card title={point.title} description={point.description} icon={point.icon} />}
        />
      </Section>
      <Section
        id="services"
        tone="muted"
        eyebrow="Who we serve"
        title="Built for three kinds of B2B company"
        intro="We work where we have led growth before, so your engagement starts from proven playbooks instead of experiments."
      >
        <CardGrid
          items={niches}
          itemKey={(niche) => niche.name}
          renderItem={(niche) => (
            <Card className={nicheCard} title={niche.name} description={niche.description} icon={niche.icon} features={niche.features} />
          )}
        />
      </Section>
      <Section
        id="problem"
        eyebrow="The problem"
        title="Why growth stalls between marketing and sales"
        intro="If one of these sounds familiar, you are not short of effort. You are short of one leader who owns the whole journey from first touch to signed contract."
      >
        <CardGrid
          items={problems}
          columns={2}
          itemKey={(problem) => problem.title}
          renderItem={(problem) => <Card title={problem.title} description={problem.description} icon={problem.icon} />}
        />
      </Section>
      <PartnershipModel />
      <Section
        id="approach"
        eyebrow="Engagement model"
        title="Assessment, Setup, Execute"
        intro={`Three stages take you from diagnosis to a running revenue engine, with first measurable results within ${site.claims.daysToFirstResults} days.`}
      >
        <ProcessSteps steps={engagementSteps} />
      </Section>
      <RevenueFramework />
      <Section
        id="promises"
        eyebrow="Our promises"
        title="What you can count on"
        intro={`Backed by a ${site.claims.guaranteeDays}-day satisfaction guarantee: if the first month does not deliver what we agreed, you do not pay for it.`}
      >
        <CardGrid
          items={promises}
          itemKey={(promise) => promise.title}
          renderItem={(promise) => <Card title={promise.title} description={promise.description} icon={promise.icon} />}
        />
      </Section>
      <CtaBand
        title="Ready to scale with one revenue engine?"
        text={`Book a free strategy call with ${site.founder.name}. In 30 minutes we review your pipeline, your team and your goals, and outline what the next ${site.claims.daysToFirstResults} days could deliver.`}
      />
    </>
  );
}
