import { z } from 'zod';
import { group } from '../../content/fields.ts';
import { metrics } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

export const metricsBlock = group('Key figures', { kind: z.literal('metrics'), ...sectionFields, metrics: metrics('Figures', { min: 2, max: 4 }) });
