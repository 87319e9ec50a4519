import { z } from 'zod';
import { group, line } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

const side = (label: string) => group(label, { title: line('Title'), points: featureList('Points') });

/** Before and after, side by side: what goes wrong today (crossed), what changes (checked). */
export const beforeAfterBlock = group('Before and after', {
  kind: z.literal('beforeAfter'),
  ...sectionFields,
  before: side('Before'),
  after: side('After'),
});
