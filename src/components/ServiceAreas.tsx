import { css } from '@linaria/core';
import { Info } from 'lucide-react';
import type { ServiceArea } from '../content/types.ts';
import { useSharedWords } from './SharedWords.tsx';
import { media } from '../styles/theme.ts';
import { Card } from './Card.tsx';
import { CardGrid } from './CardGrid.tsx';
import { CheckList } from './CheckList.tsx';
import { Section, type SectionTone } from './Section.tsx';

/** Overview cards, each linking to its offering's section on the same page. */
export function ServiceAreaCards({ areas, pagePath }: { areas: readonly ServiceArea[]; pagePath: string }) {
  const { servicePages: words } = useSharedWords();
  return (
    <CardGrid
      items={areas}
      columns={areas.length === 4 ? 4 : 3}
      itemKey={(area) => area.anchor}
      renderItem={(area) => (
        <Card
          title={area.title}
          description={area.summary}
          icon={area.icon}
          link={{ href: `${pagePath}#${area.anchor}`, label: words.offeringLink }}
        />
      )}
    />
  );
}

const layout = css`
  display: grid;
  gap: var(--space-6);
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: var(--space-7);
    align-items: start;
  }
`;

const story = css`
  display: grid;
  gap: var(--space-4);
  max-width: 44rem;
`;

const note = css`
  display: flex;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-accent-light);
  border-left: 4px solid var(--color-accent);
  border-radius: var(--radius-md);
  background: var(--color-accent-wash);
  color: var(--color-ink);
  & svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2em;
    color: var(--color-accent-strong);
  }
`;

const panel = css`
  display: grid;
  gap: var(--space-5);
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);
  & h3 {
    margin-bottom: var(--space-3);
    font-size: var(--text-lg);
  }
`;

export interface ServiceAreaSectionProps {
  area: ServiceArea;
  /** Small label over the heading, e.g. the page's service name. */
  eyebrow?: string;
  tone?: SectionTone;
}

/** One offering in full: how we work on it, what the client gets and what changes for them. */
export function ServiceAreaSection({ area, eyebrow, tone }: ServiceAreaSectionProps) {
  const { servicePages: words } = useSharedWords();
  return (
    <Section id={area.anchor} title={area.title} eyebrow={eyebrow} intro={area.intro} tone={tone} align="start">
      <div className={layout}>
        <div className={story}>
          {area.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {area.note ? (
            <p className={note}>
              <Info aria-hidden="true" focusable="false" />
              <span>{area.note}</span>
            </p>
          ) : null}
        </div>
        <div className={panel}>
          <div>
            <h3>{words.offeringDeliverables}</h3>
            <CheckList items={area.deliverables} />
          </div>
          <div>
            <h3>{words.offeringOutcomes}</h3>
            <CheckList items={area.outcomes} />
          </div>
        </div>
      </div>
    </Section>
  );
}
