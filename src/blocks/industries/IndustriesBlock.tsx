import { Card } from '../../components/Card.tsx';
import { CardGrid, defaultColumns } from '../../components/CardGrid.tsx';
import { Section } from '../../components/Section.tsx';
import type { BlockProps } from '../blockProps.ts';

export function IndustriesBlock({ block, tone }: BlockProps<'industries'>) {
  return (
    <Section {...block} tone={tone}>
      <CardGrid
        items={block.items}
        columns={defaultColumns(block.items.length)}
        itemKey={(item) => item.name}
        renderItem={(item) => <Card title={item.name} description={item.description} icon={item.icon} features={item.features} />}
      />
    </Section>
  );
}
