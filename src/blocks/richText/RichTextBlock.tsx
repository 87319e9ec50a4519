import { RichText } from '../../components/RichText.tsx';
import { proseClass } from '../../pages/blog/Prose.tsx';
import { Section } from '../../components/Section.tsx';
import type { BlockProps } from '../blockProps.ts';

export function RichTextBlock({ block, tone }: BlockProps<'richText'>) {
  return (
    <Section {...block} tone={tone}>
      <div className={proseClass}>
        <RichText text={block.body} />
      </div>
    </Section>
  );
}
