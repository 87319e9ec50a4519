import { z } from 'zod';
import { group, list } from '../../content/fields.ts';
import { industryShape } from '../../content/shapes.ts';
import { sectionFields } from '../sectionFields.ts';

export const industriesBlock = group('Industries', { kind: z.literal('industries'), ...sectionFields, items: list('Industries', industryShape, { summary: '{{fields.name}}' }) });
