import type { FaqItem } from '../content/pricing.ts';
import { Card } from './Card.tsx';
import { CardGrid } from './CardGrid.tsx';

/**
 * Frequently asked questions as cards (question as an h3, answer below). Their FAQPage JSON-LD is
 * published by the page head (src/seo/structuredData.ts), the one owner of structured data.
 */
export function FaqList({ items, columns = 2 }: { items: readonly FaqItem[]; columns?: 2 | 3 }) {
  return (
    <CardGrid
      items={items}
      columns={columns}
      itemKey={(item) => item.question}
      renderItem={(item) => <Card title={item.question} description={item.answer} />}
    />
  );
}
