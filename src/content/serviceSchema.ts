/**
 * What a service is (one file per service in `src/content/services/`): its URL name, menu label and
 * place, its title and description for search, its card on the services overview, and its page in
 * one of three layouts, each with the sections that layout shows.
 */
import { z } from 'zod';
import { anchor, choice, group, icon, line, list, paragraph, wholeNumber } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import { urlNameFields } from './urlNames.ts';
import { publication } from './publication.ts';
import { heroDom } from '../components/heroDom.ts';
import { bookingBandDefaultId, bookingBandFields } from '../blocks/bookingBand/bookingBandBlock.ts';
import { heroFields } from '../blocks/hero/heroBlock.ts';
import { blockAnchors, sectionBlockSchema } from '../blocks/library.ts';
import {
  cards,
  ctaShape,
  featureList,
  heroShape,
  industryShape,
  keyDeliverableShape,
  metrics,
  milestoneShape,
  phaseShape,
  sectionHeading,
  serviceGroupShape,
  steps,
} from './shapes.ts';

/** Where the overview page (/services/) shows a service's card. */
const overviewSections = { core: 'Core leadership services', supporting: 'Supporting services', none: 'No card' } as const;

const common = {
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
};

/** Anchors a page may not repeat: each names one section. */
function uniqueAnchors(anchors: readonly { id: string; path: readonly (string | number)[] }[], context: z.RefinementCtx) {
  anchors.forEach(({ id, path }, index) => {
    if (anchors.findIndex((other) => other.id === id) !== index) context.addIssue({ code: 'custom', path: [...path], message: `#${id} is already the anchor of another section of this page` });
  });
}

/** Fixed sections of the leadership layout, by anchor. */
const leadershipAnchors = ['services', 'methodologies', 'deliverables', 'roi', 'industries', 'process', 'results'];

const leadershipServiceSchema = group('Service (leadership layout)', {
  ...common,
  layout: z.literal('leadership'),
  hero: heroShape,
  services: group('Services, in groups (#services)', { ...sectionHeading, groups: list('Groups', serviceGroupShape, { summary: '{{fields.title}}' }) }),
  methodologies: group('Methodologies, in groups (#methodologies)', { ...sectionHeading, groups: list('Groups', serviceGroupShape, { summary: '{{fields.title}}' }) }).optional(),
  deliverables: group('Deliverables (#deliverables)', {
    ...sectionHeading,
    key: keyDeliverableShape,
    others: cards('Other deliverables'),
  }),
  roi: group('Return on investment (#roi)', { ...sectionHeading, metrics: metrics(), commitment: paragraph('Commitment under the figures') }),
  industries: group('Industries (#industries)', { ...sectionHeading, items: list('Industries', industryShape, { summary: '{{fields.name}}' }) }),
  process: group('Process (#process)', { ...sectionHeading, phases: list('Phases', phaseShape, { min: 2, summary: '{{fields.phase}}: {{fields.title}}' }) }),
  results: group('Results timeline (#results)', { ...sectionHeading, milestones: list('Milestones', milestoneShape, { min: 2, summary: '{{fields.period}}: {{fields.title}}' }) }),
  cta: ctaShape,
});

const serviceAreaShape = group('Offering', {
  anchor: anchor('Anchor of its section'),
  title: line('Title'),
  summary: paragraph('Card text (what it is, in a sentence or two)'),
  icon: icon(),
  intro: paragraph('Introduction of its section'),
  body: list('Paragraphs on how we work on it', paragraph('Paragraph')),
  deliverables: featureList('Deliverables (what we deliver)'),
  outcomes: featureList('Outcomes (what you can expect)'),
  note: paragraph('A condition not to miss (such as where it is available)').optional(),
});

const areasServiceSchema = group('Service (offerings layout)', {
  ...common,
  layout: z.literal('areas'),
  hero: heroShape,
  metrics: metrics('Key figures under the top', { min: 2, max: 4 }).optional(),
  areas: group('Offerings', {
    ...sectionHeading,
    id: anchor('Anchor of the overview section'),
    exploreLabel: line('Words of the top button that leads here'),
    items: list('Offerings, each with a card and a section of its own', serviceAreaShape, { summary: '{{fields.title}}' }),
  }),
  highlights: group('Cards after the offerings', { ...sectionHeading, id: anchor('Anchor of the section'), items: cards() }).optional(),
  process: group('Process (#process)', { ...sectionHeading, steps: steps() }),
  cta: ctaShape,
});

const sectionsServiceSchema = group('Service (sections layout)', {
  ...common,
  layout: z.literal('sections'),
  hero: group('Top of the page', heroFields),
  blocks: list('Sections, in order', sectionBlockSchema, { hint: 'Each section is one block of the library: cards, figures, phases, steps, questions, text, a quote, a panel, an image, the plans or a booking band.', singular: 'block', summary: '{{fields.title}}' }),
  cta: group('Closing call to action', bookingBandFields),
});

export const serviceSchema = z
  .discriminatedUnion('layout', [leadershipServiceSchema, areasServiceSchema, sectionsServiceSchema], {
    error: 'layout must be leadership, areas or sections',
  })
  .superRefine((service, context) => {
    const sectionAnchors = (() => {
      switch (service.layout) {
        case 'leadership':
          return leadershipAnchors.filter((id) => id !== 'methodologies' || service.methodologies).map((id) => ({ id, path: [id] }));
        case 'areas':
          return [
            { id: service.areas.id, path: ['areas', 'id'] },
            ...service.areas.items.map((area, index) => ({ id: area.anchor, path: ['areas', 'items', index, 'anchor'] })),
            ...(service.highlights ? [{ id: service.highlights.id, path: ['highlights', 'id'] }] : []),
            { id: 'process', path: ['process'] },
          ];
        case 'sections':
          return [...blockAnchors(service.blocks, 'blocks'), { id: bookingBandDefaultId, path: ['cta'] }];
      }
    })();
    uniqueAnchors([{ id: heroDom.id, path: ['hero'] }, ...sectionAnchors], context);
  });

export type Service = z.output<typeof serviceSchema>;
export type ServiceLayout = Service['layout'];

/** The layouts a new service can take, as the editor offers them. */
export const serviceLayoutSchemas = { leadership: leadershipServiceSchema, areas: areasServiceSchema, sections: sectionsServiceSchema } as const satisfies Record<ServiceLayout, z.ZodType>;

/** A service in one layout, e.g. `ServiceOf<'leadership'>`. */
export type ServiceOf<Layout extends ServiceLayout> = Extract<Service, { layout: Layout }>;
