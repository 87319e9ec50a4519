import { group, line } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

const side = (label: string) => group(label, { title: line('Title'), points: featureList('Points') });

/** Before and after, side by side: what goes wrong today (crossed), what changes (checked). */
export const beforeAfterBlock = sectionBlock('beforeAfter', 'Before and after', {
  before: side('Before'),
  after: side('After'),
});
