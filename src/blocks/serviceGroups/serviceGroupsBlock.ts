import { z } from 'zod';
import { group, list } from '../../content/fields.ts';
import { serviceGroupShape } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

/** Services in groups: a card per group, each listing its services with a sentence on each. */
export const serviceGroupsBlock = group('Services in groups', {
  kind: z.literal('serviceGroups'),
  ...sectionFields,
  groups: list('Groups', serviceGroupShape, { summary: '{{fields.title}}' }),
});
