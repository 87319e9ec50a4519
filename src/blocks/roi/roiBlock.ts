import { paragraph } from '../../content/fields.ts';
import { metrics } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** The return the client can count on: key figures on a dark band, with the commitment that backs them. */
export const roiBlock = sectionBlock('roi', 'Return on investment (dark band)', {
  metrics: metrics('Figures', { min: 2, max: 4 }),
  commitment: paragraph('Commitment under the figures'),
});
