/** The images a stack of blocks shows must be files under static/: each one missing, named by its file and field. */
import type { Block } from '../blocks/library.ts';
import type { ContentIssue } from './contentIssues.ts';
import { staticFileExists } from './dataFile.ts';

export function blockImageIssues(blocks: readonly Block[], file: string): ContentIssue[] {
  return blocks.flatMap((block, index) =>
    (block.kind === 'imageText' || block.kind === 'illustratedHero') && !staticFileExists(block.image)
      ? [{ file, field: `blocks.${index}.image`, reason: `${block.image} does not exist under static/` }]
      : [],
  );
}
