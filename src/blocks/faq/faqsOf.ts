import type { Pricing } from '../../content/pricing.ts';
import type { Block } from '../library.ts';

/** The questions a questions block shows: its own, or the pricing's when it has none. */
export const questionsOf = (block: Extract<Block, { kind: 'faq' }>, pricing: Pick<Pricing, 'faqs'>) => block.items ?? pricing.faqs;

/** The questions and answers of a page's blocks, for its FAQPage, when it shows any. */
export function faqsOf(blocks: readonly Block[], pricing: Pick<Pricing, 'faqs'>): { faqs?: readonly { question: string; answer: string }[] } {
  const faqs = blocks.flatMap((block) => (block.kind === 'faq' ? questionsOf(block, pricing) : []));
  return faqs.length > 0 ? { faqs } : {};
}
