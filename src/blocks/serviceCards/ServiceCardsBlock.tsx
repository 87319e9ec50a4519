import { Card } from '../../components/Card.tsx';
import { CardGrid, columnsFor } from '../../components/CardGrid.tsx';
import { overviewCards, services } from '../../content/services.ts';
import type { BlockProps } from '../blockProps.ts';

/** The services of one group, each as its card with a link to its page. */
export function ServiceCardsBlock({ block }: BlockProps<'serviceCards'>) {
  const cards = overviewCards(services, block.group);
  return (
    <CardGrid
      items={cards}
      columns={columnsFor(cards.length, block.columns)}
      itemKey={(card) => card.title}
      renderItem={(card) => <Card title={card.title} description={card.description} icon={card.icon} features={card.features} link={{ href: card.href, label: block.linkLabel }} />}
    />
  );
}
