import { Card } from '../../components/Card.tsx';
import { CardGrid, defaultColumns } from '../../components/CardGrid.tsx';
import { overviewCards, services } from '../../content/services.ts';
import type { BlockProps } from '../blockProps.ts';

/** The services of one group, each as its card with a link to its page. */
export function ServiceCardsBlock({ block }: BlockProps<'serviceCards'>) {
  const cards = overviewCards(services, block.group);
  return (
    <CardGrid
      items={cards}
      // The schema allows 2 to 4 cards a row.
      columns={(block.columns as 2 | 3 | 4 | undefined) ?? defaultColumns(cards.length)}
      itemKey={(card) => card.title}
      renderItem={(card) => <Card title={card.title} description={card.description} icon={card.icon} features={card.features} link={{ href: card.href, label: block.linkLabel }} />}
    />
  );
}
