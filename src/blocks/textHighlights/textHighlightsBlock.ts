import { z } from 'zod';
import { group, line, list, paragraph } from '../../content/fields.ts';
import { featureList, linkShape } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

/** Paragraphs and a button or two, beside a panel of checked highlights. */
export const textHighlightsBlock = group('Text and buttons beside highlights', {
  kind: z.literal('textHighlights'),
  ...sectionFields,
  paragraphs: list('Paragraphs', paragraph('Paragraph')),
  primaryLink: linkShape,
  secondaryLink: linkShape.optional(),
  highlightsTitle: line('Heading over the highlights'),
  highlights: featureList('Highlights'),
});
