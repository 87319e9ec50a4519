import { RichText } from '../../components/RichText.tsx';
import { proseClass } from '../../pages/blog/Prose.tsx';
import { BlockSection } from '../BlockSection.tsx';
import type { BlockProps } from '../blockProps.ts';

export function RichTextBlock({ block, tone }: BlockProps<'richText'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <div className={proseClass}>
        <RichText text={block.body} />
      </div>
    </BlockSection>
  );
}
