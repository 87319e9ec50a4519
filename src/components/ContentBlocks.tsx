import type { ContentBlock } from '../content/serviceSchema.ts';
import { Card } from './Card.tsx';
import { CardGrid } from './CardGrid.tsx';
import { PhaseTimeline } from './PhaseTimeline.tsx';
import { ProcessSteps } from './ProcessSteps.tsx';
import { Section, type SectionTone } from './Section.tsx';

/** Columns that keep a row full: four for 4 or 8 cards, two for 2, otherwise three. */
function defaultColumns(count: number): 2 | 3 | 4 {
  if (count % 4 === 0) return 4;
  return count === 2 ? 2 : 3;
}

function BlockBody({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'cards':
      return (
        <CardGrid
          items={block.items}
          // The schema allows 2 to 4 cards a row.
          columns={(block.columns as 2 | 3 | 4 | undefined) ?? defaultColumns(block.items.length)}
          itemKey={(item) => item.title}
          renderItem={(item) => (
            <Card title={item.title} description={item.description} icon={item.icon} features={item.features} />
          )}
        />
      );
    case 'industries':
      return (
        <CardGrid
          items={block.items}
          columns={defaultColumns(block.items.length)}
          itemKey={(item) => item.name}
          renderItem={(item) => (
            <Card title={item.name} description={item.description} icon={item.icon} features={item.features} />
          )}
        />
      );
    case 'phases':
      return <PhaseTimeline phases={block.phases} />;
    case 'steps':
      return <ProcessSteps steps={block.steps} />;
    default: {
      // A block kind added to the schema without a rendering here fails the typecheck.
      const unrendered: never = block;
      throw new Error(`No rendering for block kind "${(unrendered as ContentBlock).kind}"`);
    }
  }
}

/** Page sections from data, in order, on alternating backgrounds (white first, after the hero). */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return blocks.map((block, index) => {
    const tone: SectionTone = index % 2 === 0 ? 'default' : 'muted';
    return (
      <Section key={block.id} id={block.id} tone={tone} eyebrow={block.eyebrow} title={block.title} intro={block.intro}>
        <BlockBody block={block} />
      </Section>
    );
  });
}
