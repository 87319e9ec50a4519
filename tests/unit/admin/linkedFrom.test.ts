import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linkedFromField } from '../../../src/admin/linkedFromField.ts';
import { pagesLinkingTo, publishedPath } from '../../../src/admin/preview/linkedFrom.ts';
import type { ContentSnapshot } from '../../../src/admin/preview/snapshot.ts';
import { fieldsOf } from '../../../src/admin/schemaFields.ts';
import { snapshotPages } from '../../../src/build/previewContent.ts';
import type { SiteRoute } from '../../../src/siteRoute.ts';
import { serviceSchema } from '../../../src/content/serviceSchema.ts';

const render = () => Promise.reject(new Error('not rendered in this test'));
const routes = [
  { path: '/', title: 'Home', description: 'd', kind: 'home', render },
  { path: '/solutions/', title: 'Solutions', description: 'd', kind: 'company', render },
  { path: '/services/crm-integration/', title: 'CRM Integration', description: 'd', kind: 'service', render },
  { path: '/services/crm/', title: 'CRM Integration', description: 'd', kind: 'redirect', redirectTo: '/services/crm-integration/', render },
] satisfies SiteRoute[];
const link = (page: string | undefined, href: string) => ({ file: 'x.yml', field: 'href', href, ...(page ? { page } : {}) });

describe("the pages that link to an entry's page", () => {
  it('are counted through its old addresses, each page once, its own links and the words of every page left out', () => {
    const pages = snapshotPages(routes, () => new Set(), [
      link('/solutions/', '/services/crm/'),
      link('/solutions/', '/services/crm-integration/#platforms'),
      link('/', '/services/crm-integration/'),
      link('/services/crm-integration/', '#platforms'),
      link(undefined, '/services/crm-integration/'),
    ]);
    assert.deepEqual(pages.find((page) => page.path === '/services/crm-integration/')?.linkedFrom, [
      { path: '/solutions/', title: 'Solutions' },
      { path: '/', title: 'Home' },
    ]);
    assert.equal(pages.find((page) => page.path === '/solutions/')?.linkedFrom, undefined);
  });

  it("are found from the entry's file at the address it was published at, and none for a new entry", () => {
    const snapshot = {
      files: { 'services/crm.yml': { slug: 'crm-integration' } },
      collection: { posts: [{ file: 'src/content/posts/a.md', slug: 'pipeline-review' }], fullContent: [] },
      images: {},
      pages: snapshotPages(routes, () => new Set(), [link('/solutions/', '/services/crm/')]),
    } as unknown as ContentSnapshot;
    assert.equal(publishedPath('src/content/services/crm.yml', snapshot), '/services/crm-integration/');
    assert.equal(publishedPath('src/content/posts/a.md', snapshot), '/blog/pipeline-review/');
    assert.equal(publishedPath('src/content/services/new.yml', snapshot), undefined);
    assert.deepEqual(pagesLinkingTo('src/content/services/crm.yml', snapshot), [{ path: '/solutions/', title: 'Solutions' }]);
    assert.deepEqual(pagesLinkingTo(undefined, snapshot), []);
  });

  it('are shown in the form right after the old URL names, as a field that saves nothing', () => {
    const names = fieldsOf(serviceSchema).map((field) => field.name);
    assert.equal(names[names.indexOf('formerSlugs') + 1], linkedFromField.name);
    assert.equal(linkedFromField.required, false);
  });
});
