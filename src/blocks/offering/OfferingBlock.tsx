import { css } from '@linaria/core';
import { Info } from 'lucide-react';
import { CheckList } from '../../components/CheckList.tsx';
import { useSharedWords } from '../../components/SharedWords.tsx';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { raisedPanel } from '../../styles/raisedPanel.ts';

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
  ${raisedPanel}
  & h3 {
    margin-bottom: var(--space-3);
    font-size: var(--text-lg);
  }
`;

/** One offering in full: how we work on it, what the client gets and what changes for them. */
export function OfferingBlock({ block }: BlockProps<'offering'>) {
  const { servicePages: words } = useSharedWords();
  return (
    <div className={layout}>
      <div className={story}>
        {block.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {block.note ? (
          <p className={note}>
            <Info aria-hidden="true" focusable="false" />
            <span>{block.note}</span>
          </p>
        ) : null}
      </div>
      <div className={panel}>
        <div>
          <h3>{words.offeringDeliverables}</h3>
          <CheckList items={block.deliverables} />
        </div>
        <div>
          <h3>{words.offeringOutcomes}</h3>
          <CheckList items={block.outcomes} />
        </div>
      </div>
    </div>
  );
}
