/** The contact page (SPEC.md "Contact"), from `src/content/pages/contact.yml`: its title and description, and its blocks in the order they show. */
import { paths } from '../paths.ts';
import { blockPageContent } from './blockPageContent.ts';

export const contactFile = blockPageContent('pages/contact.yml', 'Contact page', paths.contact);
