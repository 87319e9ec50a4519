import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { editorFields, fieldName, inOwnersWords } from '../../../src/admin/preview/fieldNames.ts';
import { missingValue } from '../../../src/content/contentIssues.ts';
import { parseYaml } from '../../../src/content/yaml.ts';

const fields = editorFields();
const entry = (relative: string) => parseYaml(readFileSync(`src/content/${relative}`, 'utf8'));
const fieldsOf = (name: string) => {
  const found = fields.get(name);
  assert.ok(found, `the editor has fields for ${name}`);
  return found;
};

describe('a refused field, named as the form labels it', () => {
  it('is its labels from the top of the entry, a block by its number and kind', () => {
    const page = entry('pages/revenue-engine-review.yml');
    assert.equal(fieldName('blocks.1.items.2.title', fieldsOf('pages'), page), 'Block 2: Cards › Card 3 › Title');
    assert.equal(fieldName('blocks.1.more.label', fieldsOf('pages'), entry('pages/home.yml')), 'Block 2: Founder profile › Link to more about the founder › Words of the link');
  });

  it('is the path itself where the form has no such field', () => {
    assert.equal(fieldName('blocks.0.nothing', fieldsOf('pages'), entry('pages/home.yml')), 'blocks.0.nothing');
  });

  it('is known for every entry the editor previews', () => {
    for (const name of ['pages', 'blog', 'privacy-policy', 'shared', 'services', 'lean-canvas', 'posts', 'pricing']) fieldsOf(name);
  });

  it('comes with what to do about a missing value, the file left to the build', () => {
    const issues = inOwnersWords([{ file: 'src/content/pages/home.yml', field: 'blocks.0.title', reason: missingValue }], fieldsOf('pages'), entry('pages/home.yml'));
    assert.deepEqual(issues, [{ file: 'src/content/pages/home.yml', field: 'Block 1: Top of the page with an illustration (headline) › Headline', reason: 'is empty: fill it in' }]);
  });
});
