import { MetricTiles } from '../../components/MetricTiles.tsx';
import type { BlockProps } from '../blockProps.ts';

export function MetricsBlock({ block }: BlockProps<'metrics'>) {
  return (
    <MetricTiles metrics={block.metrics} />
  );
}
