import { steps } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

export const stepsBlock = sectionBlock('steps', 'Numbered steps', { steps: steps() });
