import { FRAMEWORK_PILLARS } from '../../content/framework.ts';
import { group, icon, line, list, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** The revenue engine framework: a centre and its pillars around it, drawn as a diagram on wide screens. */
export const frameworkBlock = sectionBlock('framework', 'Revenue engine framework', {
  hub: group('Centre of the diagram', { title: line('Title'), description: paragraph('Text', { min: 10 }) }),
  pillars: list('Pillars', group('Pillar', { name: line('Name'), description: paragraph('Text', { min: 10 }), icon: icon() }), {
    min: FRAMEWORK_PILLARS,
    max: FRAMEWORK_PILLARS,
    hint: `The diagram shows exactly ${FRAMEWORK_PILLARS} pillars around the centre.`,
    summary: '{{fields.name}}',
  }),
});
