import { group, line, list, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

/** Paragraphs beside a box of short facts (founded, headquarters and the like). */
export const textFactsBlock = sectionBlock('textFacts', 'Text beside facts', {
  paragraphs: list('Paragraphs', paragraph('Paragraph')),
  facts: list('Facts beside the text', group('Fact', { label: line('Label'), value: line('Value', { min: 1 }) }), { summary: '{{fields.label}}: {{fields.value}}' }),
});
