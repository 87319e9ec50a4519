import { MetricTiles } from '../../components/MetricTiles.tsx';
import { Section } from '../../components/Section.tsx';
import type { BlockProps } from '../blockProps.ts';

export function MetricsBlock({ block, tone }: BlockProps<'metrics'>) {
  return (
    <Section {...block} tone={tone}>
      <MetricTiles metrics={block.metrics} />
    </Section>
  );
}
