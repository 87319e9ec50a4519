import { PullQuote } from '../../components/PullQuote.tsx';
import { Section } from '../../components/Section.tsx';
import type { BlockProps } from '../blockProps.ts';

export function QuoteBlock({ block, tone }: BlockProps<'quote'>) {
  return (
    <Section {...block} tone={tone}>
      <PullQuote quote={block.quote} by={block.by} />
    </Section>
  );
}
