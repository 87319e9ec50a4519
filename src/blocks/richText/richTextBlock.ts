import { z } from 'zod';
import { group, markdown } from '../../content/fields.ts';
import { sectionFields } from '../sectionFields.ts';

export const richTextBlock = group('Text', {
  kind: z.literal('richText'),
  ...sectionFields,
  body: markdown('Text', { hint: 'Paragraphs and lists; **bold**, *italic* and [links](/pricing/).' }),
});
