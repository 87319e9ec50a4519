import { line, list, paragraph } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** Paragraphs over a panel of areas of expertise, laid out as tags. */
export const expertiseBlock = sectionBlock('expertise', 'Text over areas of expertise', {
  paragraphs: list('Paragraphs', paragraph('Paragraph')),
  areasTitle: line('Heading over the areas'),
  areas: featureList('Areas of expertise'),
});
