import { PullQuote } from '../../components/PullQuote.tsx';
import type { BlockProps } from '../blockProps.ts';

export function QuoteBlock({ block }: BlockProps<'quote'>) {
  return (
    <PullQuote quote={block.quote} by={block.by} />
  );
}
