import { group, icon, line, link, list, paragraph, wholeNumber } from '../../content/fields.ts';
import { featureList } from '../../content/shapes.ts';
import { sectionBlock } from '../sectionBlock.ts';

const card = group('Card', {
  title: line('Title'),
  description: paragraph('Text'),
  icon: icon().optional(),
  features: featureList().optional(),
  link: group('Link at the foot of the card', { href: link('Links to'), label: line('Words of the link (read with the card\'s title by screen readers)') }).optional(),
});

/** How many cards a row holds, when not the usual for their number. */
export const cardsPerRow = wholeNumber('Cards per row (when not the usual)', { min: 2, max: 4 }).optional();

export const cardsBlock = sectionBlock('cards', 'Cards', {
  quote: group('Quote over the cards', { quote: paragraph('Quote'), by: line('Who said it') }).optional(),
  columns: cardsPerRow,
  items: list('Cards', card, { summary: '{{fields.title}}' }),
});
