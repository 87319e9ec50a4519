import { markdown } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

export const richTextBlock = sectionBlock('richText', 'Text', {
  body: markdown('Text', { hint: 'Paragraphs and lists; **bold**, *italic* and [links](/pricing/).' }),
});
