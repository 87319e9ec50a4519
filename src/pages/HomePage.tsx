import { css } from '@linaria/core';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { StepsBlock } from '../blocks/steps/StepsBlock.tsx';
import { Section } from '../components/Section.tsx';
import type { HomeContent } from '../content/home.ts';
import { paths } from '../paths.ts';
import { FounderProfile } from './home/FounderProfile.tsx';
import { HomeHero } from './home/HomeHero.tsx';
import { PartnershipModel } from './home/PartnershipModel.tsx';
import { RevenueFramework } from './home/RevenueFramework.tsx';

const nicheCard = css`
  height: 100%;
`;

/** Home (SPEC.md "Home"): every section in the spec's order, with the anchors hero, solutions, services, approach. */
export default function HomePage({ content }: { content: HomeContent }) {
  const { hero, founder, whatWeDo, solution, niches, problems, partnership, approach, framework, promises, cta } = content;
  return (
    <>
      <HomeHero hero={hero} />
      <FounderProfile founder={founder} />
      <Section id="what-we-do" tone="muted" eyebrow={whatWeDo.eyebrow} title={whatWeDo.title} intro={whatWeDo.intro}>
        <CardGrid
          items={whatWeDo.cards}
          itemKey={(card) => card.title}
          renderItem={(card) => (
            <Card title={card.title} description={card.description} icon={card.icon} link={{ href: card.href, label: whatWeDo.linkLabel }} />
          )}
        />
      </Section>
      <Section id="solutions" eyebrow={solution.eyebrow} title={solution.title} intro={solution.intro}>
        <CardGrid
          items={solution.cards}
          itemKey={(point) => point.title}
          renderItem={(point) => <Card title={point.title} description={point.description} icon={point.icon} />}
        />
      </Section>
      <Section id="services" tone="muted" eyebrow={niches.eyebrow} title={niches.title} intro={niches.intro}>
        <CardGrid
          items={niches.industries}
          itemKey={(niche) => niche.name}
          renderItem={(niche) => (
            <Card className={nicheCard} title={niche.name} description={niche.description} icon={niche.icon} features={niche.features} />
          )}
        />
      </Section>
      <Section id="problem" eyebrow={problems.eyebrow} title={problems.title} intro={problems.intro}>
        <CardGrid
          items={problems.cards}
          columns={2}
          itemKey={(problem) => problem.title}
          renderItem={(problem) => <Card title={problem.title} description={problem.description} icon={problem.icon} />}
        />
      </Section>
      <PartnershipModel partnership={partnership} />
      <StepsBlock block={{ kind: 'steps', id: 'approach', ...approach }} tone="default" path={paths.home} />
      <RevenueFramework framework={framework} />
      <Section id="promises" eyebrow={promises.eyebrow} title={promises.title} intro={promises.intro}>
        <CardGrid
          items={promises.cards}
          itemKey={(promise) => promise.title}
          renderItem={(promise) => <Card title={promise.title} description={promise.description} icon={promise.icon} />}
        />
      </Section>
      <CtaBand title={cta.title} text={cta.text} buttonText={cta.buttonText} />
    </>
  );
}
