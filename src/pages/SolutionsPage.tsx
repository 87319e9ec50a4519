import { css, cx } from '@linaria/core';
import { Check, X } from 'lucide-react';
import { paths } from '../paths.ts';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { HeroActions } from '../components/HeroActions.tsx';
import { Section } from '../components/Section.tsx';
import { solutionPillars, solutionPortfolio, solutionShift } from '../content/solutions.ts';
import { site } from '../site.ts';
import { media } from '../styles/theme.ts';

const comparison = css`
  display: grid;
  gap: var(--space-5);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const panel = css`
  padding: var(--space-6) var(--space-5);
  border-radius: var(--radius-lg);
  & h3 {
    margin-bottom: var(--space-4);
    font-size: var(--text-xl);
  }
  & ul {
    display: grid;
    gap: var(--space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: flex;
    gap: var(--space-3);
  }
  & svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2em;
  }
`;

const beforePanel = css`
  border: 1px solid var(--color-border);
  background: var(--color-surface);
  & svg {
    color: #b91c1c;
  }
`;

const afterPanel = css`
  border: 2px solid var(--color-primary);
  background: var(--color-surface);
  box-shadow: var(--shadow-md);
  & svg {
    color: var(--color-success);
  }
`;

function ShiftComparison() {
  const { before, after } = solutionShift;
  return (
    <div className={comparison}>
      <div className={cx(panel, beforePanel)}>
        <h3>{before.title}</h3>
        <ul>
          {before.points.map((point) => (
            <li key={point}>
              <X aria-hidden="true" focusable="false" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={cx(panel, afterPanel)}>
        <h3>{after.title}</h3>
        <ul>
          {after.points.map((point) => (
            <li key={point}>
              <Check aria-hidden="true" focusable="false" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function SolutionsPage() {
  return (
    <ContentPage
      hero={{
        eyebrow: 'Solutions',
        title: 'One team for marketing, sales and revenue growth',
        lead: 'Growing B2B companies rarely need another agency. They need leadership that connects strategy, marketing and sales into one system, and the people to run it. That is what our solutions deliver.',
        actions: <HeroActions secondary={{ href: paths.services, label: 'Browse all services' }} />,
      }}
      cta={{
        title: 'Find the right mix for your business',
        text: `Tell us about your goals and where growth is stuck. In a free strategy call we will show you which solutions matter most now and what results to expect in the first ${site.claims.daysToFirstResults} days.`,
      }}
    >
      <Section
        id="pillars"
        eyebrow="How we work"
        title="Three core pillars"
        intro="Every engagement rests on the same three commitments, whichever solutions you choose."
      >
        <CardGrid
          items={solutionPillars}
          itemKey={(pillar) => pillar.title}
          renderItem={(pillar) => (
            <Card title={pillar.title} description={pillar.description} icon={pillar.icon} features={pillar.features} />
          )}
        />
      </Section>

      <Section
        id="unified-engine"
        tone="muted"
        eyebrow="Smarketing"
        title="From two departments to one revenue engine"
        intro="Most growth problems are alignment problems. Here is what changes when marketing and sales work from one plan."
      >
        <ShiftComparison />
      </Section>

      <Section
        id="portfolio"
        eyebrow="Portfolio"
        title="Our solution portfolio"
        intro="Nine solutions that cover the whole revenue engine. Use one to fix a specific gap, or combine them under fractional leadership."
      >
        <CardGrid
          items={solutionPortfolio}
          itemKey={(solution) => solution.title}
          renderItem={(solution) => (
            <Card
              title={solution.title}
              description={solution.description}
              icon={solution.icon}
              link={{ href: solution.href, label: 'See how we deliver it' }}
            />
          )}
        />
      </Section>
    </ContentPage>
  );
}
