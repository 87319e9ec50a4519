/** The solutions page (SPEC.md "Solutions"), from `src/content/pages/solutions.yml`: its title and description, and its blocks in the order they show. */
import { paths } from '../paths.ts';
import { blockPageContent } from './blockPageContent.ts';

export const solutionsFile = blockPageContent('pages/solutions.yml', 'Solutions page', paths.solutions);
