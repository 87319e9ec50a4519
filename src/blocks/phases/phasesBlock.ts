import { z } from 'zod';
import { group, list } from '../../content/fields.ts';
import { phaseShape } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

export const phasesBlock = group('Phases', { kind: z.literal('phases'), ...sectionFields, phases: list('Phases', phaseShape, { min: 2, summary: '{{fields.phase}}: {{fields.title}}' }) });
