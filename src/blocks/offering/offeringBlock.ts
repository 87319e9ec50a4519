import { list, paragraph } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** One offering of a service in full: how we work on it beside what we deliver and what the client can expect. */
export const offeringBlock = sectionBlock('offering', 'Offering (how we work, deliverables, outcomes)', {
  body: list('Paragraphs on how we work on it', paragraph('Paragraph')),
  deliverables: featureList('Deliverables (what we deliver)'),
  outcomes: featureList('Outcomes (what you can expect)'),
  note: paragraph('A condition not to miss (such as where it is available)').optional(),
});
