/** The founder / about page's words (SPEC.md "Founder / About"), from `src/content/pages/about.yml`. */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, line, list, paragraph } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import { cards, ctaShape, featureList, linkShape, linkedCardShape, metrics, sectionHeading } from './shapes.ts';

const paragraphs = list('Paragraphs', paragraph('Paragraph'));

const aboutSchema = group('About page', {
  ...pageSeo,
  hero: group('Top of the page', {
    eyebrow: line('Small label over the title'),
    title: line('Headline', { min: 5 }),
    lead: paragraph('Introduction under the headline'),
    linkedIn: line("Words of the button to the founder's LinkedIn profile"),
  }),
  whoWeAre: group('Who we are (#who-we-are)', {
    ...sectionHeading,
    paragraphs,
    facts: list('Facts beside the text', group('Fact', { label: line('Label'), value: line('Value', { min: 1 }) }), { summary: '{{fields.label}}: {{fields.value}}' }),
  }),
  whatWeDo: group('What we do (#what-we-do)', { ...sectionHeading, linkLabel: line('Words of the link on each card'), cards: list('Cards', linkedCardShape, { summary: '{{fields.title}}' }) }),
  philosophy: group('Our philosophy (#philosophy)', { ...sectionHeading, quote: paragraph('Quote'), quoteBy: line('Who said it'), principles: cards('Principles') }),
  firm: group('About the firm (#about-hale-growth)', {
    ...sectionHeading,
    paragraphs,
    primaryLink: linkShape,
    secondaryLink: linkShape,
    highlightsTitle: line('Heading over the highlights'),
    highlights: featureList('Highlights'),
  }),
  trackRecord: group('Track record (#track-record)', { ...sectionHeading, metrics: metrics() }),
  difference: group("What makes the founder different (#what-makes-different)", {
    ...sectionHeading,
    paragraphs,
    expertiseTitle: line('Heading over the areas of expertise'),
    expertise: featureList('Areas of expertise'),
  }),
  whyPartner: group('Why partner with us (#why-partner)', { ...sectionHeading, cards: cards() }),
  cta: ctaShape,
});

export type AboutContent = z.output<typeof aboutSchema>;

export const aboutFile = pageContent('pages/about.yml', aboutSchema, paths.about);
