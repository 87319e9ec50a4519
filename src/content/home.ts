/** The home page (SPEC.md "Home"), from `src/content/pages/home.yml`: its title and description, and its blocks in the order they show. */
import { blockStack, blockStackIssues } from '../blocks/library.ts';
import { paths } from '../paths.ts';
import { blockImageIssues } from './blockImages.ts';
import { pageContent } from './contentFile.ts';
import { ContentError } from './contentIssues.ts';
import { group } from './fields.ts';
import { pageSeo } from './pageSeo.ts';

const homeSchema = group('Home page', { ...pageSeo, blocks: blockStack }).superRefine((page, context) => {
  for (const issue of blockStackIssues(page.blocks, 'blocks')) context.addIssue({ code: 'custom', ...issue });
});

function loadHome() {
  const home = pageContent('pages/home.yml', homeSchema, paths.home);
  const issues = blockImageIssues(home.content.blocks, `src/content/${home.file}`);
  if (issues.length > 0) throw new ContentError('The home page is invalid', issues);
  return home;
}

export const homeFile = loadHome();
