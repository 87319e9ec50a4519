import { Card } from '../../components/Card.tsx';
import { CardGrid, columnsFor } from '../../components/CardGrid.tsx';
import type { BlockProps } from '../blockProps.ts';

export function IndustriesBlock({ block }: BlockProps<'industries'>) {
  return (
    <CardGrid
      items={block.items}
      columns={columnsFor(block.items.length)}
      itemKey={(item) => item.name}
      renderItem={(item) => <Card title={item.name} description={item.description} icon={item.icon} features={item.features} />}
    />
  );
}
