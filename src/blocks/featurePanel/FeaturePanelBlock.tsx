import { FeaturePanel } from '../../components/FeaturePanel.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function FeaturePanelBlock({ block, tone }: BlockProps<'featurePanel'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <FeaturePanel {...block.panel} />
    </BlockSection>
  );
}
