import { list } from '../../content/fields.ts';
import { serviceGroupShape } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** Services in groups: a card per group, each listing its services with a sentence on each. */
export const serviceGroupsBlock = sectionBlock('serviceGroups', 'Services in groups', {
  groups: list('Groups', serviceGroupShape, { summary: '{{fields.title}}' }),
});
