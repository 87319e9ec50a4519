import { css } from '@linaria/core';
import { Card } from '../../components/Card.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { FeaturePanel } from '../../components/FeaturePanel.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

const cardsUnder = css`
  margin-top: var(--space-6);
`;

export function FeaturePanelBlock({ block, tone }: BlockProps<'featurePanel'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <FeaturePanel {...block.panel} />
      {block.cards ? (
        <CardGrid
          className={cardsUnder}
          items={block.cards}
          itemKey={(item) => item.title}
          renderItem={(item) => <Card title={item.title} description={item.description} icon={item.icon} features={item.features} />}
        />
      ) : null}
    </BlockSection>
  );
}
