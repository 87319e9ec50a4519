/** The home page's words (SPEC.md "Home"), from `src/content/pages/home.yml`: every section in the order it shows. */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { FRAMEWORK_PILLARS } from './framework.ts';
import { group, icon, line, list, paragraph } from './fields.ts';
import { cards, ctaShape, featureList, industryShape, linkedCardShape, metricShape, sectionHeading, steps } from './shapes.ts';
import { pageSeo } from './pageSeo.ts';

const homeSchema = group('Home page', {
  ...pageSeo,
  hero: group('Top of the page', {
    eyebrow: line('Small label over the headline'),
    title: line('Headline', { min: 5 }),
    lead: paragraph('Introduction under the headline'),
    learnMore: line('Words of the link down to the solution'),
    imageAlt: paragraph('What the illustration shows (for readers who cannot see it)'),
    figures: list('Key figures under the buttons', metricShape, { min: 2, max: 4, summary: '{{fields.value}} {{fields.label}}' }),
  }),
  founder: group('Founder profile', {
    title: line('Title'),
    role: line('Role under the title'),
    paragraphs: list('Paragraphs', paragraph('Paragraph')),
    highlights: featureList('Highlights'),
    moreLink: line('Words of the link to the about page'),
  }),
  whatWeDo: group('What we do', { ...sectionHeading, linkLabel: line('Words of the link on each card'), cards: list('Cards', linkedCardShape, { summary: '{{fields.title}}' }) }),
  solution: group('The solution (anchor #solutions)', { ...sectionHeading, cards: cards() }),
  niches: group('Who we serve (anchor #services)', { ...sectionHeading, industries: list('Industries', industryShape, { summary: '{{fields.name}}' }) }),
  problems: group('The problem', { ...sectionHeading, cards: cards() }),
  partnership: group('Partnership model', {
    ...sectionHeading,
    client: group('What the client does', { title: line('Title'), items: featureList('Points') }),
    provider: group('What we do', { title: line('Title'), items: featureList('Points') }),
  }),
  approach: group('Engagement model (anchor #approach)', { ...sectionHeading, steps: steps() }),
  framework: group('Revenue engine framework', {
    ...sectionHeading,
    hub: group('Centre of the diagram', { title: line('Title'), description: paragraph('Text', { min: 10 }) }),
    pillars: list('Pillars', group('Pillar', { name: line('Name'), description: paragraph('Text', { min: 10 }), icon: icon() }), {
      min: FRAMEWORK_PILLARS,
      max: FRAMEWORK_PILLARS,
      hint: `The diagram shows exactly ${FRAMEWORK_PILLARS} pillars around the centre.`,
      summary: '{{fields.name}}',
    }),
  }),
  promises: group('Our promises', { ...sectionHeading, cards: cards() }),
  cta: ctaShape,
});

export type HomeContent = z.output<typeof homeSchema>;

export const homeFile = pageContent('pages/home.yml', homeSchema, paths.home);
