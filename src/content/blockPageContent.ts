/**
 * A page of the site's own made of blocks (the home page, about): its title and description, and its
 * blocks in the order they show, one top of the page first, every image a file under static/.
 */
import { blockStack, blockStackIssues } from '../blocks/library.ts';
import { blockImageIssues } from './blockImages.ts';
import { pageContent } from './contentFile.ts';
import { ContentError } from './contentIssues.ts';
import { group } from './fields.ts';
import { pageSeo } from './pageSeo.ts';

const blockPageSchema = (label: string) =>
  group(label, { ...pageSeo, blocks: blockStack }).superRefine((page, context) => {
    for (const issue of blockStackIssues(page.blocks, 'blocks')) context.addIssue({ code: 'custom', ...issue });
  });

/** The content file `file` (under src/content/) of the page at `path`, read and validated now; the editor lists it as `label`. */
export function blockPageContent(file: string, label: string, path: string) {
  const page = pageContent(file, blockPageSchema(label), path);
  const issues = blockImageIssues(page.content.blocks, `src/content/${file}`);
  if (issues.length > 0) throw new ContentError(`${label} is invalid`, issues);
  return page;
}

/** A page of the site's own made of blocks, loaded. */
export type BlockPageFile = ReturnType<typeof blockPageContent>;
