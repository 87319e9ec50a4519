import { Card } from '../../components/Card.tsx';
import { CardGrid, defaultColumns } from '../../components/CardGrid.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function CardsBlock({ block, tone }: BlockProps<'cards'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <CardGrid
        items={block.items}
        // The schema allows 2 to 4 cards a row.
        columns={(block.columns as 2 | 3 | 4 | undefined) ?? defaultColumns(block.items.length)}
        itemKey={(item) => item.title}
        renderItem={(item) => <Card title={item.title} description={item.description} icon={item.icon} features={item.features} link={item.link} />}
      />
    </BlockSection>
  );
}
