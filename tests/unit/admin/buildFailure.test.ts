import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { failureLines, printedIssues } from '../../../src/admin/preview/buildFailure.ts';
import { editorFields } from '../../../src/admin/preview/fieldNames.ts';
import type { ContentSnapshot } from '../../../src/admin/preview/snapshot.ts';
import { parseYaml } from '../../../src/content/yaml.ts';

const yaml = (relative: string) => parseYaml(readFileSync(`src/content/${relative}`, 'utf8'));
const snapshot = {
  files: { 'services/crm.yml': yaml('services/crm.yml'), 'pages/revenue-engine-review.yml': yaml('pages/revenue-engine-review.yml') },
  collection: { posts: [{ file: 'src/content/posts/pipeline-review.md', title: 'The Pipeline Review', tags: ['pipeline'] }], fullContent: [] },
  images: {},
  pages: [],
} as unknown as ContentSnapshot;

const printed = `Build failed; the previous dist/ is unchanged.
The blog's posts are invalid (1 problem):
  src/content/posts/pipeline-review.md: category: unknown category "Growth Hacking"; use one of: Strategy, Sales
  src/content/pages/revenue-engine-review.yml: blocks.1.title: required field is missing
  src/content/services/crm.yml: blocks.0.secondary.href: links to /free-audit/, but /free-audit/ is not a page of this site`;

describe('a failed rebuild, shown in the editor', () => {
  it('reads each problem the build printed: file, field and reason', () => {
    assert.deepEqual(printedIssues(printed)[0], { file: 'src/content/posts/pipeline-review.md', field: 'category', reason: 'unknown category "Growth Hacking"; use one of: Strategy, Sales' });
  });

  it('names the entry as the owner knows it and the field as the form labels it', () => {
    assert.deepEqual(failureLines(printed, snapshot, editorFields()), [
      'In the post “The Pipeline Review”, Category: unknown category "Growth Hacking"; use one of: Strategy, Sales',
      'In the page “Free Revenue Engine Review”, Block 2: Cards › Title: is empty: fill it in',
      'In the service “CRM Integration”, Block 1: Top of the page (headline) › Link › Links to: links to /free-audit/, but /free-audit/ is not a page of this site',
    ]);
  });

  it('shows the first lines of a failure that names no content', () => {
    assert.deepEqual(failureLines('Build failed; the previous dist/ is unchanged.\nTypeError: x is not a function\n    at y', snapshot, editorFields()), ['Build failed; the previous dist/ is unchanged.', 'TypeError: x is not a function', '    at y']);
  });
});
