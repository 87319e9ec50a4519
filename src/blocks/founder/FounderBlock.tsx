import { css } from '@linaria/core';
import { ArrowRight } from 'lucide-react';
import { CheckList } from '../../components/CheckList.tsx';
import { Container } from '../../components/Container.tsx';
import { Monogram } from '../../components/Monogram.tsx';
import { Prose } from '../../components/Prose.tsx';
import { site } from '../../site.ts';
import { renderNearViewport } from '../../styles/renderNearViewport.ts';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';

const section = css`
  padding: var(--section-padding) 0;
  &[data-tone='muted'] {
    background: var(--color-surface-muted);
  }
  ${renderNearViewport('60rem')}
`;

const layout = css`
  display: grid;
  gap: var(--space-6);
  align-items: center;
  ${media.md} {
    grid-template-columns: 14rem minmax(0, 1fr);
    gap: var(--space-8);
  }
`;

const role = css`
  margin-top: var(--space-2);
  color: var(--color-accent-strong);
  font-weight: 700;
`;

/** The paragraphs and the highlights each stand a step apart from what is above them. */
const spaced = css`
  margin-top: var(--space-5);
`;

const more = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  margin-top: var(--space-5);
  font-weight: 700;
  & svg {
    width: 1rem;
    height: 1rem;
  }
`;

/** The founder profile: who leads every engagement. */
export function FounderBlock({ block: founder, tone }: Pick<BlockProps<'founder'>, 'block' | 'tone'>) {
  return (
    <section id={founder.id} className={section} data-tone={tone} aria-labelledby={`${founder.id}-heading`}>
      <Container className={layout}>
        <Monogram name={site.founder.name} size="xl" />
        <div>
          <h2 id={`${founder.id}-heading`}>{founder.title}</h2>
          <p className={role}>{founder.role}</p>
          <Prose paragraphs={founder.paragraphs} className={spaced} />
          <CheckList items={founder.highlights} size="md" className={spaced} />
          <a className={more} href={founder.more.href}>
            {founder.more.label}
            <ArrowRight aria-hidden="true" focusable="false" />
          </a>
        </div>
      </Container>
    </section>
  );
}
