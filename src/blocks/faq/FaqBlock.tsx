import { FaqList } from '../../components/FaqList.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function FaqBlock({ block, tone }: BlockProps<'faq'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <FaqList items={block.items} />
    </BlockSection>
  );
}
