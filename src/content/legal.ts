/**
 * The Privacy Policy and the Terms of Service (SPEC.md "Privacy policy and Terms"), from
 * `src/content/documents/privacy-policy.yml` and `terms-of-service.yml`: numbered sections in Markdown.
 * The pages number the sections and give them their anchors.
 */
import { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { anchor, group, line, list, markdown, paragraph } from './fields.ts';
import { pageSeo } from './pageSeo.ts';

const isoDate = z
  .string({ error: 'must be a date such as 2024-01-01' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date such as 2024-01-01' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: 'is not a real date' })
  .meta({ label: 'Last updated', widget: 'date', hint: 'The date of the last change.' });

const legalDocumentSchema = group('Legal document', {
  ...pageSeo,
  lastUpdated: isoDate,
  intro: paragraph('Opening paragraph'),
  sections: list('Sections, numbered in this order', group('Section', { id: anchor('Anchor'), heading: line('Heading'), body: markdown('Text') }), {
    summary: '{{fields.heading}}',
  }),
  contactNote: markdown('Closing note (a link to the contact page)', { min: 10 }),
});

export type LegalDocument = z.output<typeof legalDocumentSchema>;

export const privacyPolicyFile = pageContent('documents/privacy-policy.yml', legalDocumentSchema, paths.privacy);
export const termsOfServiceFile = pageContent('documents/terms-of-service.yml', legalDocumentSchema, paths.terms);
