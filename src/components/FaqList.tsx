import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqItem } from '../content/types.ts';
import { Card } from './Card.tsx';
import { CardGrid } from './CardGrid.tsx';

/** schema.org FAQPage data, so search engines can show the answers. */
function faqStructuredData(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Frequently asked questions as cards (question as an h3, answer below), with FAQPage JSON-LD. */
export function FaqList({ items, columns = 2 }: { items: readonly FaqItem[]; columns?: 2 | 3 }) {
  return (
    <>
      <CardGrid
        items={items}
        columns={columns}
        itemKey={(item) => item.question}
        renderItem={(item) => <Card title={item.question} description={item.answer} />}
      />
      <script
        type="application/ld+json"
        // Escaping '<' keeps any answer text from closing the script element early.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(faqStructuredData(items)).replace(/</g, '\\u003c') }}
      />
    </>
  );
}
