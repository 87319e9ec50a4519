import { css } from '@linaria/core';
import { ShieldCheck } from 'lucide-react';
import { MetricTiles } from '../../components/MetricTiles.tsx';
import { Section } from '../../components/Section.tsx';
import { renderNearViewport } from '../../styles/renderNearViewport.ts';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';

/*
 * The one dark section of a page waits offscreen too: laid out with the page, it costs the first
 * paint of a service page a third of its text. Each estimate holds both leadership pages' metrics
 * at the narrowest width it applies to (renderNearViewport).
 */
const darkBand = css`
  --estimated-height: 92rem;
  ${media.sm} {
    --estimated-height: 56rem;
  }
  ${media.md} {
    --estimated-height: 54rem;
  }
  ${media.lg} {
    --estimated-height: 44rem;
  }
  ${renderNearViewport('var(--estimated-height)')}
`;

const commitment = css`
  display: flex;
  gap: var(--space-3);
  max-width: 48rem;
  margin: var(--space-6) auto 0;
  padding: var(--space-4) var(--space-5);
  border: 1px solid rgb(255 255 255 / 18%);
  border-radius: var(--radius-md);
  background: var(--color-surface-dark-raised);
  & svg {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    color: var(--color-accent);
  }
`;

/** Figures on a dark band of its own (the stack's alternation starts again after it), the commitment under them. */
export function RoiBlock({ block }: BlockProps<'roi'>) {
  return (
    <Section id={block.id} tone="dark" className={darkBand} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
      <MetricTiles metrics={block.metrics} />
      <p className={commitment}>
        <ShieldCheck aria-hidden="true" focusable="false" />
        <span>{block.commitment}</span>
      </p>
    </Section>
  );
}
