import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oldUrlNamesOnSave, publishedUrlNames, recordOldUrlNames, type DecapEntry } from '../../../src/admin/preview/oldUrlNames.ts';
import type { ContentSnapshot } from '../../../src/admin/preview/snapshot.ts';
import { urlNameIssues } from '../../../src/content/urlNames.ts';

const address = (name: string) => `/services/${name}/`;
const crm = 'src/content/services/crm.yml';

describe('URL names and old URL names', () => {
  it('accept an entry named as its file, or renamed with its first name kept as an old one', () => {
    assert.deepEqual(urlNameIssues([{ file: crm, slug: 'crm' }], address), []);
    assert.deepEqual(urlNameIssues([{ file: crm, slug: 'crm-integration', formerSlugs: ['crm'] }], address), []);
  });

  it('refuse a rename that dropped the first URL name (the file keeps it), naming the file and field', () => {
    assert.deepEqual(urlNameIssues([{ file: crm, slug: 'crm-integration' }], address), [
      {
        file: crm,
        field: 'formerSlugs',
        reason: 'the URL name changed from crm (the file\'s name, its first address) to crm-integration: add crm to formerSlugs (Old names in the address) so /services/crm/ still answers; for a page never published, name the file crm-integration.yml instead',
      },
    ]);
    assert.deepEqual(urlNameIssues([{ file: 'src/content/posts/a.md', slug: 'b' }], (name) => `/blog/${name}/`, { fileNames: false }), [], 'not checked where files are not named after their entries');
  });

  it('refuse two entries, or an old name, claiming one address, and an entry listing its own name as old', () => {
    const other = 'src/content/services/sales-support.yml';
    assert.deepEqual(urlNameIssues([{ file: crm, slug: 'crm' }, { file: other, slug: 'sales-support', formerSlugs: ['crm'] }], address), [
      { file: other, field: 'formerSlugs.0', reason: `/services/crm/ is already the address of ${crm}` },
    ]);
    assert.deepEqual(urlNameIssues([{ file: crm, slug: 'crm', formerSlugs: ['crm'] }], address), [{ file: crm, field: 'formerSlugs.0', reason: "/services/crm/ is already this page's address: remove it here" }]);
  });
});

describe("the editor's record of a rename", () => {
  const snapshot = (slug: string): Pick<ContentSnapshot, 'files' | 'collection'> => ({
    files: { 'services/crm.yml': { slug } },
    collection: { posts: [{ file: 'src/content/posts/old-post.md', slug: 'renamed-post' }], fullContent: [] } as unknown as ContentSnapshot['collection'],
  });

  it('knows the names an entry was published under: its file name, and its URL name in the content the editor was built with', () => {
    assert.deepEqual(publishedUrlNames(crm, snapshot('crm')), ['crm']);
    assert.deepEqual(publishedUrlNames(crm, snapshot('crm-platforms')), ['crm', 'crm-platforms']);
    assert.deepEqual(publishedUrlNames('src/content/posts/old-post.md', snapshot('crm')), ['old-post', 'renamed-post']);
  });

  it('adds each published name the entry leaves, takes back a name it returns to, and changes nothing otherwise', () => {
    assert.equal(oldUrlNamesOnSave('crm', [], ['crm']), undefined);
    assert.deepEqual(oldUrlNamesOnSave('crm-integration', [], ['crm']), ['crm']);
    assert.deepEqual(oldUrlNamesOnSave('crm-suite', ['crm'], ['crm', 'crm-integration']), ['crm', 'crm-integration']);
    assert.equal(oldUrlNamesOnSave('crm-suite', ['crm', 'crm-integration'], ['crm', 'crm-integration']), undefined);
    assert.deepEqual(oldUrlNamesOnSave('crm', ['crm', 'crm-integration'], ['crm', 'crm-integration']), ['crm-integration']);
  });

  it("writes the names into the entry's data on save, leaving one without a URL name alone, and a new entry with none", () => {
    /** Enough of Decap's Immutable Map and List for the listener. */
    const list = (values: string[]) => ({ values, toJS: () => values, clear: () => list([]), push: (...more: string[]) => list([...values, ...more]) });
    const data = (fields: Record<string, unknown>) => ({
      fields,
      get: (key: string) => fields[key],
      set: (key: string, value: unknown) => data({ ...fields, [key]: value }),
      toList: () => list([]),
    });
    const entry = (fields: Record<string, unknown>, newRecord = false) =>
      ({ get: (key: string) => ({ data: data(fields), path: crm, newRecord })[key] }) as unknown as DecapEntry;
    const saved = recordOldUrlNames(entry({ slug: 'crm-integration' }), snapshot('crm')) as unknown as ReturnType<typeof data>;
    assert.deepEqual((saved.fields.formerSlugs as ReturnType<typeof list>).values, ['crm']);
    assert.equal(recordOldUrlNames(entry({ slug: 'crm-integration' }, true), snapshot('crm')), undefined);
    const copy = recordOldUrlNames(entry({ slug: 'crm-copy', formerSlugs: list(['crm-platforms']) }, true), snapshot('crm')) as unknown as ReturnType<typeof data>;
    assert.deepEqual((copy.fields.formerSlugs as ReturnType<typeof list>).values, [], "a copy leaves its original's old names behind");
    assert.equal(recordOldUrlNames(entry({ title: 'Pricing' }), snapshot('crm')), undefined);
  });
});
