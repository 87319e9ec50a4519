/** The founder / about page (SPEC.md "Founder / About"), from `src/content/pages/about.yml`: its title and description, and its blocks in the order they show. */
import { paths } from '../paths.ts';
import { blockPageContent } from './blockPageContent.ts';

export const aboutFile = blockPageContent('pages/about.yml', 'About page', paths.about);
