/** The solutions page's words (SPEC.md "Solutions"), from `src/content/pages/solutions.yml`. */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, line, list } from './fields.ts';
import { pageSeo } from './pageSeo.ts';
import { cards, ctaShape, featureList, heroShape, linkedCardShape, linkShape, sectionHeading } from './shapes.ts';

const side = (label: string) => group(label, { title: line('Title'), points: featureList('Points') });

const solutionsSchema = group('Solutions page', {
  ...pageSeo,
  hero: group('Top of the page', { ...heroShape.shape, secondary: linkShape }),
  pillars: group('Core pillars (#pillars)', { ...sectionHeading, cards: cards('Pillars') }),
  shift: group('Before and after (#unified-engine)', { ...sectionHeading, before: side('Before'), after: side('After') }),
  portfolio: group('Solution portfolio (#portfolio)', { ...sectionHeading, linkLabel: line('Words of the link on each card'), cards: list('Solutions', linkedCardShape, { summary: '{{fields.title}}' }) }),
  cta: ctaShape,
});

export type SolutionsContent = z.output<typeof solutionsSchema>;

export const solutionsFile = pageContent('pages/solutions.yml', solutionsSchema, paths.solutions);
