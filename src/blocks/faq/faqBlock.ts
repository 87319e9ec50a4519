import { group, line, list, paragraph } from '../../content/fields.ts';
import { sectionBlock } from '../sectionBlock.ts';

const question = group('Question', { question: line('Question', { min: 10 }), answer: paragraph('Answer') });

export const faqBlock = sectionBlock('faq', 'Questions and answers', {
  items: list('Questions', question, { summary: '{{fields.question}}', hint: 'Left empty, the questions and answers of Pricing show.' }).optional(),
});
