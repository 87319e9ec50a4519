import { line, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

export const quoteBlock = sectionBlock('quote', 'Quote from a client', {
  quote: paragraph('Quote', { hint: 'In the words the client approved.' }),
  by: line('Who said it, such as "CEO, B2B software company"', { hint: 'Name a client only with their permission.' }),
});
