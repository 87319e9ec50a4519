import { MetricTiles } from '../../components/MetricTiles.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function MetricsBlock({ block, tone }: BlockProps<'metrics'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <MetricTiles metrics={block.metrics} />
    </BlockSection>
  );
}
