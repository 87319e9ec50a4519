import { z } from 'zod';
import { group, line } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

const side = (label: string) => group(label, { title: line('Title'), items: featureList('Points') });

/** The partnership model: what the client does beside what we do, two columns. */
export const partnershipBlock = group('Partnership model', {
  kind: z.literal('partnership'),
  ...sectionFields,
  client: side('What the client does'),
  provider: side('What we do'),
});
