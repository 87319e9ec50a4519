import { z } from 'zod';
import { group, list } from '../../content/fields.ts';
import { milestoneShape } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

/** What a client can expect and when: milestones on a timeline, each with its outcomes. */
export const resultsBlock = group('Results timeline', {
  kind: z.literal('results'),
  ...sectionFields,
  milestones: list('Milestones', milestoneShape, { min: 2, summary: '{{fields.period}}: {{fields.title}}' }),
});
