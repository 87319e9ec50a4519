import { ServiceGroups } from '../../components/ServiceGroups.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function ServiceGroupsBlock({ block, tone }: BlockProps<'serviceGroups'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <ServiceGroups groups={block.groups} />
    </BlockSection>
  );
}
