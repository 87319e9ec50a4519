import { z } from 'zod';
import { group, line, list, paragraph } from '../../content/fields.ts';
import { sectionFields } from '../sectionFields.ts';

const question = group('Question', { question: line('Question', { min: 10 }), answer: paragraph('Answer') });

export const faqBlock = group('Questions and answers', {
  kind: z.literal('faq'),
  ...sectionFields,
  items: list('Questions', question, { summary: '{{fields.question}}', hint: 'Left empty, the questions and answers of Pricing show.' }).optional(),
});
