import { choice, line } from '../../content/fields.ts';
import { cardsPerRow } from '../cards/cardsBlock.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** The overview's groups of services, as each service's "Card on the services page" names them (the component's typecheck holds them to those). */
const serviceGroups = { core: 'Core leadership services', supporting: 'Supporting services' } as const;

/** A card for every service placed in one group of the overview, each linking to the service's page. */
export const serviceCardsBlock = sectionBlock(
  'serviceCards',
  'Service cards',
  {
    group: choice('Services shown', serviceGroups, 'Each service chooses its group, place and card words in its own "Card on the services page".'),
    linkLabel: line('Words of the link on each card'),
    columns: cardsPerRow,
  },
  "A card for each service of a group, with the words of the service's own card, in their order.",
);
