import { css } from '@linaria/core';
import { Check } from 'lucide-react';
import { Prose, prosePanel } from '../../components/Prose.tsx';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { bareList } from '../../styles/bareList.ts';

const stack = css`
  display: grid;
  gap: var(--space-6);
`;

const narrow = css`
  max-width: 48rem;
`;

const areaList = css`
  display: grid;
  gap: var(--space-2);
  ${bareList}
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

export function ExpertiseBlock({ block }: BlockProps<'expertise'>) {
  return (
    <div className={stack}>
      <Prose paragraphs={block.paragraphs} className={narrow} />
      <div className={prosePanel}>
        <h3>{block.areasTitle}</h3>
        <ul className={areaList}>
          {block.areas.map((area) => (
            <li key={area}>
              <Check aria-hidden="true" focusable="false" />
              <span>{area}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
