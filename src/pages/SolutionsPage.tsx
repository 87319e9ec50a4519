import { css, cx } from '@linaria/core';
import { Check, X } from 'lucide-react';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { HeroActions } from '../components/HeroActions.tsx';
import { Section } from '../components/Section.tsx';
import type { SolutionsContent } from '../content/solutions.ts';
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
    color: var(--color-danger);
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

function ShiftComparison({ before, after }: Pick<SolutionsContent['shift'], 'before' | 'after'>) {
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

export default function SolutionsPage({ content }: { content: SolutionsContent }) {
  const { hero, pillars, shift, portfolio, cta } = content;
  return (
    <ContentPage
      hero={{ eyebrow: hero.eyebrow, title: hero.title, lead: hero.lead, actions: <HeroActions secondary={hero.secondary} /> }}
      cta={cta}
    >
      <Section id="pillars" eyebrow={pillars.eyebrow} title={pillars.title} intro={pillars.intro}>
        <CardGrid
          items={pillars.cards}
          itemKey={(pillar) => pillar.title}
          renderItem={(pillar) => (
            <Card title={pillar.title} description={pillar.description} icon={pillar.icon} features={pillar.features} />
          )}
        />
      </Section>

      <Section id="unified-engine" tone="muted" eyebrow={shift.eyebrow} title={shift.title} intro={shift.intro}>
        <ShiftComparison before={shift.before} after={shift.after} />
      </Section>

      <Section id="portfolio" eyebrow={portfolio.eyebrow} title={portfolio.title} intro={portfolio.intro}>
        <CardGrid
          items={portfolio.cards}
          itemKey={(solution) => solution.title}
          renderItem={(solution) => (
            <Card title={solution.title} description={solution.description} icon={solution.icon} link={{ href: solution.href, label: portfolio.linkLabel }} />
          )}
        />
      </Section>
    </ContentPage>
  );
}
