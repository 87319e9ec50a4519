import { z } from 'zod';
import { group, paragraph } from '../../content/fields.ts';
import { metrics } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

/** The return the client can count on: key figures on a dark band, with the commitment that backs them. */
export const roiBlock = group('Return on investment (dark band)', {
  kind: z.literal('roi'),
  ...sectionFields,
  metrics: metrics('Figures', { min: 2, max: 4 }),
  commitment: paragraph('Commitment under the figures'),
});
