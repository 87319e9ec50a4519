import { z } from 'zod';
import { group } from '../../content/fields.ts';
import { steps } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

export const stepsBlock = group('Numbered steps', { kind: z.literal('steps'), ...sectionFields, steps: steps() });
