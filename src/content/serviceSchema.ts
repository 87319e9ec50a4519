/**
 * What a service is (one file per service in `src/content/services/`): its URL name, menu label and
 * place, its title and description for search, its card on the services overview, and its page: a
 * stack of the library's blocks, its top first.
 */
import type { z } from 'zod';
import { choice, group, icon, paragraph, wholeNumber, line } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import { urlNameFields } from './urlNames.ts';
import { publication } from './publication.ts';
import { blockStack, blockStackIssues } from '../blocks/library.ts';
import { featureList } from './shapes.ts';

/** Where the overview page (/services/) shows a service's card. */
const overviewSections = { core: 'Core leadership services', supporting: 'Supporting services', none: 'No card' } as const;

export const serviceSchema = group('Service', {
  ...urlNameFields('/services/<URL name>/'),
  menuLabel: line('Name in the menus', { hint: 'In the header and footer Services lists, and as the title of its card on /services/.' }),
  position: wholeNumber('Place in the menus', { min: 1, hint: 'Services are listed smallest number first; 25 puts a service between 20 and 30.' }),
  ...pageSeo,
  ...publication,
  overview: group('Card on the services page (/services/)', {
    section: choice('Shown among', overviewSections),
    position: wholeNumber('Place among those cards', { min: 1, hint: 'Smallest number first.' }),
    description: paragraph('Text'),
    icon: icon(),
    features: featureList().optional(),
  }),
  blocks: blockStack,
}).superRefine((service, context) => {
  for (const issue of blockStackIssues(service.blocks, 'blocks')) context.addIssue({ code: 'custom', ...issue });
});

export type Service = z.output<typeof serviceSchema>;
