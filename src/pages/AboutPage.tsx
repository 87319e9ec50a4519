import { css, cx } from '@linaria/core';
import { Check, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { BookingButton } from '../components/BookingButton.tsx';
import { ButtonLink } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { ContentPage } from '../components/ContentPage.tsx';
import { MetricsBlock } from '../blocks/metrics/MetricsBlock.tsx';
import { PullQuote } from '../components/PullQuote.tsx';
import { Section } from '../components/Section.tsx';
import { LinkedInIcon } from '../components/SocialIcons.tsx';
import type { AboutContent } from '../content/about.ts';
import { paths } from '../paths.ts';
import { site } from '../site.ts';
import { media } from '../styles/theme.ts';
import { NewTabNote } from '../components/NewTabNote.tsx';

const split = css`
  display: grid;
  gap: var(--space-6);
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 1.5fr) minmax(0, 1fr);
    gap: var(--space-8);
  }
`;

const prose = css`
  display: grid;
  gap: var(--space-4);
  font-size: var(--text-lg);
  color: var(--color-text-muted);
`;

const stack = css`
  display: grid;
  gap: var(--space-6);
`;

const narrow = css`
  max-width: 48rem;
`;

const facts = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface-muted);
  & dt {
    color: var(--color-text-muted);
    font-size: var(--text-xs);
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  & dd {
    margin: var(--space-1) 0 0;
    color: var(--color-ink);
    font-weight: 700;
  }
`;

/** The quote sits above the principles it sums up. */
const quoteSpacing = css`
  margin-bottom: var(--space-7);
`;

const panel = css`
  padding: var(--space-6) var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
  & h3 {
    margin-bottom: var(--space-4);
    font-size: var(--text-xl);
  }
`;

const inlineLinks = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin-top: var(--space-2);
`;

const expertiseList = css`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  & li {
    display: flex;
    gap: var(--space-2);
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-sm);
    background: var(--color-primary-soft);
    color: var(--color-primary-hover);
    font-size: var(--text-sm);
    font-weight: 600;
  }
  & svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.25em;
  }
`;

/** Lead paragraphs of a section, with optional content after them. */
function Prose({ paragraphs, className, children }: { paragraphs: readonly string[]; className?: string; children?: ReactNode }) {
  return (
    <div className={cx(prose, className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}

export default function AboutPage({ content }: { content: AboutContent }) {
  const { hero, whoWeAre, whatWeDo, philosophy, firm, trackRecord, difference, whyPartner, cta } = content;
  return (
    <ContentPage
      hero={{
        eyebrow: hero.eyebrow,
        title: hero.title,
        lead: hero.lead,
        backLink: true,
        actions: (
          <>
            <BookingButton place="hero" size="lg" />
            <ButtonLink href={site.founder.linkedIn} target="_blank" rel="noopener noreferrer" variant="outline" size="lg">
              <LinkedInIcon />
              {hero.linkedIn}
              <NewTabNote />
              <ExternalLink aria-hidden="true" focusable="false" />
            </ButtonLink>
          </>
        ),
      }}
      cta={cta}
    >
      <Section id="who-we-are" eyebrow={whoWeAre.eyebrow} title={whoWeAre.title} align="start">
        <div className={split}>
          <Prose paragraphs={whoWeAre.paragraphs} />
          <dl className={facts}>
            {whoWeAre.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="what-we-do" tone="muted" eyebrow={whatWeDo.eyebrow} title={whatWeDo.title} intro={whatWeDo.intro}>
        <CardGrid
          items={whatWeDo.cards}
          columns={4}
          itemKey={(item) => item.title}
          renderItem={(item) => (
            <Card title={item.title} description={item.description} icon={item.icon} link={{ href: item.href, label: whatWeDo.linkLabel }} />
          )}
        />
      </Section>

      <Section id="philosophy" eyebrow={philosophy.eyebrow} title={philosophy.title} intro={philosophy.intro}>
        <PullQuote quote={philosophy.quote} by={philosophy.quoteBy} className={quoteSpacing} />
        <CardGrid
          items={philosophy.principles}
          itemKey={(principle) => principle.title}
          renderItem={(principle) => (
            <Card title={principle.title} description={principle.description} icon={principle.icon} />
          )}
        />
      </Section>

      <Section id="about-hale-growth" tone="muted" eyebrow={firm.eyebrow} title={firm.title} intro={firm.intro} align="start">
        <div className={split}>
          <Prose paragraphs={firm.paragraphs}>
            <p className={inlineLinks}>
              <ButtonLink href={firm.primaryLink.href} variant="primary">
                {firm.primaryLink.label}
              </ButtonLink>
              <ButtonLink href={firm.secondaryLink.href} variant="outline">
                {firm.secondaryLink.label}
              </ButtonLink>
            </p>
          </Prose>
          <div className={panel}>
            <h3>{firm.highlightsTitle}</h3>
            <CheckList items={firm.highlights} size="md" />
          </div>
        </div>
      </Section>

      <MetricsBlock block={{ kind: 'metrics', id: 'track-record', ...trackRecord }} tone="default" path={paths.about} />

      <Section id="what-makes-different" tone="muted" eyebrow={difference.eyebrow} title={difference.title} intro={difference.intro} align="start">
        <div className={stack}>
          <Prose paragraphs={difference.paragraphs} className={narrow} />
          <div className={panel}>
            <h3>{difference.expertiseTitle}</h3>
            <ul className={expertiseList}>
              {difference.expertise.map((area) => (
                <li key={area}>
                  <Check aria-hidden="true" focusable="false" />
                  <span>{area}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="why-partner" eyebrow={whyPartner.eyebrow} title={whyPartner.title} intro={whyPartner.intro}>
        <CardGrid
          items={whyPartner.cards}
          columns={4}
          itemKey={(reason) => reason.title}
          renderItem={(reason) => <Card title={reason.title} description={reason.description} icon={reason.icon} />}
        />
      </Section>
    </ContentPage>
  );
}
