/** What every page's content file says to search engines and the browser tab. */
import { line, paragraph } from './fields.ts';

export const pageSeo = {
  title: line('Title in the browser tab and search results', { min: 5, max: 60, hint: 'The site name is added after it.' }),
  description: paragraph('Description for search results', { min: 70, max: 160, hint: 'One or two sentences, 70 to 160 characters.' }),
};
