import { line, list, paragraph } from '../../content/fields.ts';
import { featureList, linkShape } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** Paragraphs and a button or two, beside a panel of checked highlights. */
export const textHighlightsBlock = sectionBlock('textHighlights', 'Text and buttons beside highlights', {
  paragraphs: list('Paragraphs', paragraph('Paragraph')),
  primaryLink: linkShape,
  secondaryLink: linkShape.optional(),
  highlightsTitle: line('Heading over the highlights'),
  highlights: featureList('Highlights'),
});
