import { z } from 'zod';
import { group, line, list, paragraph } from '../../content/fields.ts';
import { sectionFields } from '../sectionFields.ts';

/** The office: paragraphs beside the address card, whose address, phone and e-mail are the site settings'. */
export const officeBlock = group(
  'Our office',
  {
    kind: z.literal('office'),
    ...sectionFields,
    paragraphs: list('Paragraphs', paragraph('Paragraph')),
    cardTitle: line('Title of the address card'),
    mapLink: line('Words of the map link'),
  },
  'Paragraphs beside a card with the office address, phone and e-mail of Site settings and a map link.',
);
