import { css } from '@linaria/core';
import { Prose, proseBeside } from '../../components/Prose.tsx';
import type { BlockProps } from '../blockProps.ts';

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

export function TextFactsBlock({ block }: BlockProps<'textFacts'>) {
  return (
    <div className={proseBeside}>
      <Prose paragraphs={block.paragraphs} />
      <dl className={facts}>
        {block.facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
