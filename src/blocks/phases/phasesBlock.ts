import { list } from '../../content/fields.ts';
import { phaseShape } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

export const phasesBlock = sectionBlock('phases', 'Phases', { phases: list('Phases', phaseShape, { min: 2, summary: '{{fields.phase}}: {{fields.title}}' }) });
