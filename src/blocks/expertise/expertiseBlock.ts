import { z } from 'zod';
import { group, line, list, paragraph } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

/** Paragraphs over a panel of areas of expertise, laid out as tags. */
export const expertiseBlock = group('Text over areas of expertise', {
  kind: z.literal('expertise'),
  ...sectionFields,
  paragraphs: list('Paragraphs', paragraph('Paragraph')),
  areasTitle: line('Heading over the areas'),
  areas: featureList('Areas of expertise'),
});
