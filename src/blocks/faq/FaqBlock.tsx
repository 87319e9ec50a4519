import { Card } from '../../components/Card.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import type { BlockProps } from '../blockProps.ts';
import { useShownPricing } from '../pricing/shownPricing.tsx';
import { questionsOf } from './faqsOf.ts';

/**
 * Frequently asked questions as cards (question as an h3, answer below). Their FAQPage JSON-LD is
 * published by the page head (src/seo/structuredData.ts), the one owner of structured data.
 */
export function FaqBlock({ block }: BlockProps<'faq'>) {
  const pricing = useShownPricing();
  return (
    <CardGrid
      items={questionsOf(block, pricing)}
      columns={2}
      itemKey={(item) => item.question}
      renderItem={(item) => <Card title={item.question} description={item.answer} />}
    />
  );
}
