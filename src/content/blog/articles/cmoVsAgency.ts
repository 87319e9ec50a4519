/** Post 8, fractional CMO vs. agency (`src/content/articles/cmo-vs-agency.yml`): its facts as a post, and the copy its page lays out. */
import type { z } from 'zod';
import { anchor, group, line, list, markdown, paragraph } from '../../fields.ts';
import { articleMetaSchema } from '../schema.ts';
import { loadArticle, proseSectionShape } from './copy.ts';

/** The two options the article compares; the page gives each its colour and icon. */
export type ComparisonSide = 'cmo' | 'agency';

const option = (label: string) => group(label, { name: line('Name'), buy: paragraph('What you buy', { min: 10 }), owns: paragraph('What they own', { min: 10 }), bestWhen: paragraph('Best when', { min: 10 }) });
const redFlags = (label: string) => group(label, { name: line('Heading'), items: list('Red flags', paragraph('Red flag', { min: 10 })) });

export const cmoVsAgencySchema = group('Fractional CMO vs. agency article', {
  meta: articleMetaSchema,
  intro: markdown('Introduction'),
  summary: group('The short answer', {
    id: anchor('Anchor'),
    title: line('Title'),
    labels: group('Row labels', { buy: line('What you buy'), owns: line('What they own'), bestWhen: line('Best when') }),
    cmo: option('Fractional CMO'),
    agency: option('Marketing agency'),
  }),
  comparison: group('Side by side', {
    id: anchor('Anchor'),
    title: line('Title'),
    lead: paragraph('Introduction'),
    question: line('Heading of the first column'),
    rows: list('Rows', group('Row', { dimension: line('Question'), cmo: paragraph('Fractional CMO', { min: 5 }), agency: paragraph('Marketing agency', { min: 5 }) }), { summary: '{{fields.dimension}}' }),
  }),
  choose: group('When to choose each', { cmo: proseSectionShape, agency: proseSectionShape }),
  costs: proseSectionShape,
  firstNinetyDays: proseSectionShape,
  both: proseSectionShape,
  checklist: group('Checklist', {
    id: anchor('Anchor'),
    title: line('Title'),
    lead: paragraph('Introduction'),
    questions: list('Questions', group('Question', { question: line('Question', { min: 10 }), guidance: markdown('Guidance') }), { summary: '{{fields.question}}' }),
  }),
  redFlags: group('Red flags', { id: anchor('Anchor'), title: line('Title'), cmo: redFlags('In a fractional CMO'), agency: redFlags('In a marketing agency') }),
  closing: proseSectionShape,
});

export type CmoVsAgencyCopy = Omit<z.output<typeof cmoVsAgencySchema>, 'meta'>;

export const cmoVsAgency = loadArticle('articles/cmo-vs-agency.yml', cmoVsAgencySchema);
