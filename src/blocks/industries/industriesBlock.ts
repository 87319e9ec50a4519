import { list } from '../../content/fields.ts';
import { industryShape } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

export const industriesBlock = sectionBlock('industries', 'Industries', { items: list('Industries', industryShape, { summary: '{{fields.name}}' }) });
