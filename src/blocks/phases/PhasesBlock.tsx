import { PhaseTimeline } from '../../components/PhaseTimeline.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function PhasesBlock({ block, tone }: BlockProps<'phases'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <PhaseTimeline phases={block.phases} />
    </BlockSection>
  );
}
