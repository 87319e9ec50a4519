/**
 * A page made of blocks, the home page among them, has one headline, first: the build refuses a page
 * whose first block is no top of the page, or that has two, two blocks with one anchor, or an image
 * that is not there, naming the file and the field.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Block } from '../../../src/blocks/library.ts';
import { blockImageIssues } from '../../../src/content/blockImages.ts';
import { ContentError } from '../../../src/content/contentIssues.ts';
import { contentTokens } from '../../../src/content/contentTokens.ts';
import { ownPage } from '../../../src/content/blockPages.ts';
import { validateContent } from '../../../src/content/validateContent.ts';
import { parseYaml } from '../../../src/content/yaml.ts';

const homeFile = ownPage('home');

const file = `src/content/${homeFile.file}`;
const written = parseYaml(readFileSync(file, 'utf8')) as { blocks: { kind: string; id?: string }[] };

/** What the build says of the home page with `blocks` in place of its own. */
function refusals(blocks: readonly object[]): string[] {
  try {
    validateContent({ ...written, blocks }, homeFile.schema, file, contentTokens);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map((issue) => `${issue.file}: ${issue.field}: ${issue.reason}`);
  }
}

describe('a stack of blocks', () => {
  const [top, founder, ...rest] = written.blocks;

  it('takes the home page as written, its sections in another order under its top, and its top alone', () => {
    assert.deepEqual(refusals(written.blocks), []);
    assert.deepEqual(refusals([top!, ...rest.reverse(), founder!]), []);
    assert.deepEqual(refusals([top!]), []);
  });

  it('refuses a page that does not open with a top of the page, or that has a second one', () => {
    assert.deepEqual(refusals([founder!, top!, ...rest]), [
      `${file}: blocks.0: must be a top of the page (its headline): a page starts with it`,
      `${file}: blocks.1: is a second top of the page: a page has one headline, first`,
    ]);
    assert.deepEqual(refusals([top!, founder!, { kind: 'hero', eyebrow: 'Again', title: 'A second headline', lead: 'A second introduction under the headline.' }]), [
      `${file}: blocks.2: is a second top of the page: a page has one headline, first`,
    ]);
  });

  it('refuses two blocks with one anchor', () => {
    assert.deepEqual(refusals([top!, founder!, { ...rest[0]!, id: founder!.id }]), [`${file}: blocks.2.id: #founder is already the anchor of another block of this page`]);
  });

  it('refuses an image that is not under static/', () => {
    const blocks = homeFile.content.blocks.map((block): Block => (block.kind === 'illustratedHero' ? { ...block, image: '/images/no-such-illustration.png' } : block));
    assert.deepEqual(blockImageIssues(homeFile.content.blocks, file), []);
    assert.deepEqual(blockImageIssues(blocks, file), [{ file, field: 'blocks.0.image', reason: '/images/no-such-illustration.png does not exist under static/' }]);
  });
});
