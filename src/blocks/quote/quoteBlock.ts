import { z } from 'zod';
import { group, line, paragraph } from '../../content/fields.ts';
import { sectionFields } from '../sectionFields.ts';

export const quoteBlock = group('Quote from a client', {
  kind: z.literal('quote'),
  ...sectionFields,
  quote: paragraph('Quote', { hint: 'In the words the client approved.' }),
  by: line('Who said it, such as "CEO, B2B software company"', { hint: 'Name a client only with their permission.' }),
});
