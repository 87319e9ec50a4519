import { ResultsTimeline } from '../../components/ResultsTimeline.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function ResultsBlock({ block, tone }: BlockProps<'results'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <ResultsTimeline milestones={block.milestones} />
    </BlockSection>
  );
}
