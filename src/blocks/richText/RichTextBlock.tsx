import { RichText } from '../../components/RichText.tsx';
import { proseClass } from '../../pages/blog/Prose.tsx';
import type { BlockProps } from '../blockProps.ts';

export function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <div className={proseClass}>
      <RichText text={block.body} />
    </div>
  );
}
