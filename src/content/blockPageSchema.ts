/**
 * A page made of blocks (src/content/pages/): its title and description for search, and the blocks
 * it stacks, headline first; an owner's page also its address and the old ones a rename keeps, when
 * it goes live, its social card's label, its place in the menus and whether search engines may index
 * it (the site's own pages keep theirs: src/content/blockPages.ts).
 */
import type { z } from 'zod';
import { blockStack, blockStackIssues } from '../blocks/library.ts';
import { choice, group, line, yesNo } from './fields.ts';
import { MAX_PAGE_TITLE, pageSeo } from './pageSeo.ts';
import { publication } from './publication.ts';
import { urlNameFields } from './urlNames.ts';

/** Where the page is linked from, in the owner's words. */
const menuPlaces = { none: 'In no menu (reached by links and campaigns)', header: 'In the top menu (and the footer)', footer: 'In the footer only' } as const;

const { slug, formerSlugs } = urlNameFields('/<URL name>/');

export const blockPageSchema = group('Page made of blocks', {
  slug: slug.optional().meta({ hint: `${slug.meta()?.hint} Empty on the site's own pages (home, about, contact…), whose addresses are fixed.` }),
  formerSlugs,
  ...publication,
  ...pageSeo,
  title: line('Title in the browser tab and search results', { min: 5, max: MAX_PAGE_TITLE, hint: `The site name is added after it; at most ${MAX_PAGE_TITLE} characters, so search results show it whole.` }),
  cardLabel: line('Label over the title on its social card, such as Case study', { max: 40, hint: 'The card shown when the page is shared; without it, the site name.' }).optional(),
  menu: choice('In the menus', menuPlaces).default('none'),
  menuLabel: line('Name in the menu', { max: 24, hint: 'Short: it sits beside the other menu links. Needed when the page is in a menu.' }).optional(),
  noindex: yesNo('Keep out of search engines', 'For campaign pages: the page asks search engines not to index it and stays out of the sitemap.'),
  blocks: blockStack,
}).superRefine((page, context) => {
  for (const issue of blockStackIssues(page.blocks, 'blocks')) context.addIssue({ code: 'custom', ...issue });
  if (page.menu !== 'none' && !page.menuLabel) context.addIssue({ code: 'custom', path: ['menuLabel'], message: `is needed for a page in the ${page.menu} menu` });
});

export type BlockPage = z.output<typeof blockPageSchema>;
