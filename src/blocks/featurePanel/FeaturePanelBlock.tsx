import { css } from '@linaria/core';
import { Card } from '../../components/Card.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { CheckList } from '../../components/CheckList.tsx';
import { Icon } from '../../components/Icon.tsx';
import { media } from '../../styles/theme.ts';
import type { BlockProps } from '../blockProps.ts';
import { accentBadge } from '../../styles/accentBadge.ts';
import { iconTile } from '../../styles/iconTile.ts';

const panel = css`
  display: grid;
  gap: var(--space-6);
  padding: var(--space-6) var(--space-5);
  border-radius: var(--radius-lg);
  background: linear-gradient(135deg, var(--color-surface-dark) 0%, var(--color-primary-deep) 100%);
  color: var(--color-primary-mist);
  box-shadow: var(--shadow-lg);
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    padding: var(--space-7);
  }
  & h3 {
    margin: var(--space-3) 0;
    color: var(--color-on-dark);
    font-size: var(--text-2xl);
  }
`;

const iconWrap = css`
  ${iconTile('3.5rem', '1.75rem')}
  margin-bottom: var(--space-4);
  background: rgb(255 255 255 / 12%);
  color: var(--color-accent);
`;

const badgeClass = css`
  display: block;
  width: fit-content;
  padding: var(--space-1) var(--space-3);
  ${accentBadge}
`;

const listTitle = css`
  margin-bottom: var(--space-3);
  color: var(--color-on-dark);
  font-weight: 700;
`;

const cardsUnder = css`
  margin-top: var(--space-6);
`;

/** One item given pride of place (an h3 on a dark panel) with a checked list of what it includes, and cards under it. */
export function FeaturePanelBlock({ block }: BlockProps<'featurePanel'>) {
  const { panel: feature } = block;
  return (
    <>
      <article className={panel}>
        <div>
          <span className={iconWrap}>
            <Icon name={feature.icon} />
          </span>
          {feature.badge ? <p className={badgeClass}>{feature.badge}</p> : null}
          <h3>{feature.title}</h3>
          <p>{feature.description}</p>
        </div>
        <div>
          <p className={listTitle}>{feature.itemsTitle}</p>
          <CheckList items={feature.items} tone="accent" columns={2} />
        </div>
      </article>
      {block.cards ? (
        <CardGrid
          className={cardsUnder}
          items={block.cards}
          itemKey={(item) => item.title}
          renderItem={(item) => <Card title={item.title} description={item.description} icon={item.icon} features={item.features} />}
        />
      ) : null}
    </>
  );
}
