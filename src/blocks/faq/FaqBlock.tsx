import { FaqList } from '../../components/FaqList.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';
import { useShownPricing } from '../pricing/shownPricing.tsx';
import { questionsOf } from './faqsOf.ts';

export function FaqBlock({ block, tone }: BlockProps<'faq'>) {
  const pricing = useShownPricing();
  return (
    <BlockSection block={block} tone={tone}>
      <FaqList items={questionsOf(block, pricing)} />
    </BlockSection>
  );
}
