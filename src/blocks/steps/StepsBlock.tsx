import { ProcessSteps } from '../../components/ProcessSteps.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function StepsBlock({ block, tone }: BlockProps<'steps'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <ProcessSteps steps={block.steps} />
    </BlockSection>
  );
}
