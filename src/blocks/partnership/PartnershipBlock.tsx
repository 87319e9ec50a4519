import { css } from '@linaria/core';
import { Hammer, TrendingUp } from 'lucide-react';
import { CheckList } from '../../components/CheckList.tsx';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { raisedPanel } from '../../styles/raisedPanel.ts';

const columns = css`
  display: grid;
  gap: var(--space-5);
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const side = css`
  padding: var(--space-6);
  ${raisedPanel}
  &[data-side='provider'] {
    border-color: transparent;
    background: var(--color-surface-dark);
    color: var(--color-text-inverse-muted);
  }
  &[data-side='provider'] h3 {
    color: var(--color-on-dark);
  }
`;

const sideTitle = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin-bottom: var(--space-5);
  font-size: var(--text-2xl);
  & svg {
    width: 1.75rem;
    height: 1.75rem;
    color: var(--color-accent);
  }
`;

/** The partnership model: the client builds, we sell. */
export function PartnershipBlock({ block: partnership }: BlockProps<'partnership'>) {
  const sides = [
    { key: 'client', icon: Hammer, tone: 'success', ...partnership.client },
    { key: 'provider', icon: TrendingUp, tone: 'accent', ...partnership.provider },
  ] as const;
  return (
    <div className={columns}>
      {sides.map(({ key, icon: SideIcon, tone, title, items }) => (
        <article key={key} className={side} data-side={key}>
          <h3 className={sideTitle}>
            <SideIcon aria-hidden="true" focusable="false" />
            {title}
          </h3>
          <CheckList items={items} tone={tone} size="md" />
        </article>
      ))}
    </div>
  );
}
