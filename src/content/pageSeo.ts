/** What every page's content file says to search engines and the browser tab. */
import { site } from '../site.ts';
import { line, paragraph } from './fields.ts';

/** Longest page part of a document title: the whole title, with ` | Hale Growth Partners`, stays within 60 characters. */
export const MAX_PAGE_TITLE = 60 - ` | ${site.name}`.length;

export const pageSeo = {
  title: line('Title in the browser tab and search results', { min: 5, max: MAX_PAGE_TITLE, hint: `The site name is added after it; ${MAX_PAGE_TITLE} characters at most.` }),
  description: paragraph('Description for search results', { min: 70, max: 160, hint: 'One or two sentences, 70 to 160 characters.' }),
};
