/**
 * The repeated shapes of the site's copy (SPEC.md §3) as schemas: the top of a page, cards, figures,
 * steps, phases. Page and service schemas are built from them, and components take their types.
 */
import type { z } from 'zod';
import { group, icon, line, link, list, paragraph } from './fields.ts';

export const heroShape = group('Top of the page', {
  eyebrow: line('Small label over the title').optional(),
  title: line('Headline (the page title a visitor reads)', { min: 5 }),
  lead: paragraph('Introduction under the headline'),
});

export const featureList = (label = 'Checked points') => list(label, line('Point', { min: 3 }), { summary: '{{fields.point}}' });

const cardShape = group('Card', {
  title: line('Title'),
  description: paragraph('Text'),
  icon: icon(),
  features: featureList().optional(),
});

export const cards = (label = 'Cards', options: { min?: number; max?: number; hint?: string } = {}) => list(label, cardShape, { summary: '{{fields.title}}', ...options });

export const industryShape = group('Industry', {
  name: line('Name'),
  description: paragraph('Text'),
  icon: icon(),
  features: featureList('Points on what we do there'),
});

const metricShape = group('Figure', {
  value: line('Figure, such as 300%+', { min: 1 }),
  label: line('What it measures'),
  description: paragraph('Note under it').optional(),
});

export const metrics = (label = 'Key figures', options: { min?: number; max?: number } = {}) => list(label, metricShape, { summary: '{{fields.value}} {{fields.label}}', ...options });

/** A numbered step; the page numbers steps in list order. */
const stepShape = group('Step', {
  title: line('Title'),
  description: paragraph('Text'),
});

export const steps = (label = 'Steps') => list(label, stepShape, { min: 2, summary: '{{fields.title}}' });

export const phaseShape = group('Phase', {
  phase: line('Label, such as Phase 1 or Week 1-2'),
  title: line('Title'),
  duration: line('Duration, such as 2-4 weeks or Ongoing'),
  description: paragraph('Text'),
  deliverables: featureList('Deliverables'),
});

export const milestoneShape = group('Milestone', {
  period: line('When, such as 90 days'),
  title: line('Title'),
  description: paragraph('Text'),
  outcomes: featureList('Outcomes'),
});

export const serviceGroupShape = group('Service group', {
  title: line('Title'),
  description: paragraph('Text'),
  icon: icon(),
  items: list('Services', group('Service', { title: line('Title'), description: paragraph('Text') }), { summary: '{{fields.title}}' }),
});

/** A link shown as a button: where it goes and its words. */
export const linkShape = group('Link', {
  href: link('Links to'),
  label: line('Words on the button'),
  context: line('Words read after them by screen readers, such as "about revenue strategy"').optional(),
});

/** The shapes as components take them, so a layout's props follow its content's schema (the pricing's are in pricing.ts). */
export type Metric = z.output<typeof metricShape>;
/** A link shown as a button: where it goes, its words, and words that finish a short label for screen readers. */
export type LinkCopy = z.output<typeof linkShape>;
export type ServiceCard = z.output<typeof cardShape>;
