import { PullQuote } from '../../components/PullQuote.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function QuoteBlock({ block, tone }: BlockProps<'quote'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <PullQuote quote={block.quote} by={block.by} />
    </BlockSection>
  );
}
