import { group, line } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

const side = (label: string) => group(label, { title: line('Title'), items: featureList('Points') });

/** The partnership model: what the client does beside what we do, two columns. */
export const partnershipBlock = sectionBlock('partnership', 'Partnership model', {
  client: side('What the client does'),
  provider: side('What we do'),
});
