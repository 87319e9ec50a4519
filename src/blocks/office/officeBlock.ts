import { line, list, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** The office: paragraphs beside the address card, whose address, phone and e-mail are the site settings'. */
export const officeBlock = sectionBlock(
  'office',
  'Our office',
  {
    paragraphs: list('Paragraphs', paragraph('Paragraph')),
    cardTitle: line('Title of the address card'),
    mapLink: line('Words of the map link'),
  },
  'Paragraphs beside a card with the office address, phone and e-mail of Site settings and a map link.',
);
