/** The 404 page's words (SPEC.md §8), from `src/content/documents/not-found.yml`. */
import type { z } from 'zod';
import { paths } from '../paths.ts';
import { pageContent } from './contentFile.ts';
import { group, line } from './fields.ts';
import { pageSeo } from './pageSeo.ts';

const notFoundSchema = group('Page not found (404)', {
  ...pageSeo,
  message: line('Message under the 404'),
  homeLink: line('Words of the link back to the home page'),
});

export type NotFoundContent = z.output<typeof notFoundSchema>;

export const notFoundFile = pageContent('documents/not-found.yml', notFoundSchema, paths.notFound);
