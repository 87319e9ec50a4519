import { metrics } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

export const metricsBlock = sectionBlock('metrics', 'Key figures', { metrics: metrics('Figures', { min: 2, max: 4 }) });
