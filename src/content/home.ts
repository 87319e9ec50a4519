/** The home page (SPEC.md "Home"), from `src/content/pages/home.yml`: its title and description, and its blocks in the order they show. */
import { paths } from '../paths.ts';
import { blockPageContent } from './blockPageContent.ts';

export const homeFile = blockPageContent('pages/home.yml', 'Home page', paths.home);
