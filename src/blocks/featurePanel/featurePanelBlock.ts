import { group, icon, line, paragraph } from '../../content/fields.ts';
import { cards, featureList } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

export const featurePanelBlock = sectionBlock('featurePanel', 'Feature panel with a check list', {
  panel: group('Panel', {
    badge: line('Tag over its title').optional(),
    title: line('Title'),
    description: paragraph('Text'),
    icon: icon(),
    itemsTitle: line('Heading over the check list'),
    items: featureList('Checked points'),
  }),
  cards: cards('Cards under the panel').optional(),
});
