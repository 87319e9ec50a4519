/** Post 7, a worked Lean Canvas (`src/content/articles/lean-canvas.yml`): its facts as a post, and the copy its page lays out. */
import { z } from 'zod';
import { anchor, choice, group, line, list, markdown, paragraph, wholeNumber } from '../../fields.ts';
import { articleMetaSchema } from '../schema.ts';
import { loadArticle, proseSectionShape } from './copy.ts';

/** Where a block sits on the canvas (the page maps each area to a grid area). */
const canvasAreaNames = {
  problem: 'Problem',
  solution: 'Solution',
  metrics: 'Key metrics',
  uvp: 'Unique value proposition',
  advantage: 'Unfair advantage',
  channels: 'Channels',
  segments: 'Customer segments',
  costs: 'Cost structure',
  revenue: 'Revenue streams',
} as const;
export type CanvasArea = keyof typeof canvasAreaNames;
const canvasAreas = Object.keys(canvasAreaNames) as CanvasArea[];

const canvasBlock = group('Block', {
  area: choice('Place on the canvas', canvasAreaNames),
  order: wholeNumber('Place in the fill order', { min: 1, max: canvasAreas.length }),
  title: line('Title'),
  question: line('Question it answers', { min: 10 }),
  example: list('Entries of the worked example', line('Entry', { min: 3 })),
  guidance: markdown('How to fill it in'),
});

export const leanCanvasSchema = group('Lean Canvas article', {
  meta: articleMetaSchema,
  intro: markdown('Introduction'),
  example: group('The worked example', { id: anchor('Anchor'), title: line('Title'), lead: paragraph('Introduction'), caption: line('Caption under the canvas') }),
  blocks: list('Canvas blocks', canvasBlock, { min: canvasAreas.length, max: canvasAreas.length, summary: '{{fields.order}}. {{fields.title}}' }).superRefine((blocks, context) => {
    for (const area of canvasAreas) if (!blocks.some((entry) => entry.area === area)) context.addIssue({ code: 'custom', message: `needs a block for ${canvasAreaNames[area]}: each place on the canvas holds one` });
  }),
  fillOrder: group('The fill order', { id: anchor('Anchor'), title: line('Title'), lead: paragraph('Introduction') }),
  sections: list('Sections after the fill order', proseSectionShape, { summary: '{{fields.title}}' }),
  tests: group('Testing the assumptions', {
    id: anchor('Anchor'),
    title: line('Title'),
    lead: paragraph('Introduction'),
    tableLabel: line('Name of the table for screen readers'),
    headers: group('Column headings', { assumption: line('Assumption'), test: line('Test'), signal: line('Signal') }),
    rows: list('Rows', group('Row', { assumption: line('Assumption'), test: paragraph('Quick test', { min: 10 }), signal: paragraph('Signal to look for', { min: 10 }) }), { summary: '{{fields.assumption}}' }),
    outro: markdown('Text after the table'),
  }),
  closing: list('Closing sections', proseSectionShape, { summary: '{{fields.title}}' }),
});

export type LeanCanvasCopy = Omit<z.output<typeof leanCanvasSchema>, 'meta'>;

export const leanCanvas = loadArticle('articles/lean-canvas.yml', leanCanvasSchema);
