import { list } from '../../content/fields.ts';
import { milestoneShape } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** What a client can expect and when: milestones on a timeline, each with its outcomes. */
export const resultsBlock = sectionBlock('results', 'Results timeline', {
  milestones: list('Milestones', milestoneShape, { min: 2, summary: '{{fields.period}}: {{fields.title}}' }),
});
