/**
 * The pages made of blocks keep every address they had: a renamed page's old URL names answer with a
 * 301 to its address, as a service's and a post's do, and no name claims an address the site has.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import { recordOldUrlNames, type DecapEntry } from '../../../src/admin/preview/oldUrlNames.ts';
import type { ContentSnapshot } from '../../../src/admin/preview/snapshot.ts';
import { landingPageIssues, landingPages, type LoadedLandingPage } from '../../../src/content/landingPages.ts';
import { ownerRedirectIssues, redirectPage } from '../../../src/content/redirectIssues.ts';

const caseStudy = landingPages.find((page) => page.slug === 'case-study-saas-pipeline')!;
const campaign = landingPages.find((page) => page.slug === 'revenue-engine-review')!;
const reasons = (pages: readonly LoadedLandingPage[]) => landingPageIssues(pages).map((issue) => `${issue.file}: ${issue.field}: ${issue.reason}`);

describe('the URL names of the pages made of blocks', () => {
  it('accept a rename that keeps the first name (the file\'s) as an old one', () => {
    assert.deepEqual(reasons([{ ...caseStudy, slug: 'case-study-saas', formerSlugs: [caseStudy.slug] }, campaign]), []);
  });

  it('refuse a rename that dropped the old name, an old name another page has, and a name the site already answers, naming the file and field', () => {
    assert.deepEqual(reasons([{ ...caseStudy, slug: 'case-study-saas' }]), [
      `${caseStudy.file}: formerSlugs: the URL name changed from case-study-saas-pipeline (the file's name, its first address) to case-study-saas: add case-study-saas-pipeline to formerSlugs (Old names in the address) so /case-study-saas-pipeline/ still answers; for a page never published, name the file case-study-saas.yml instead`,
    ]);
    assert.deepEqual(reasons([caseStudy, { ...campaign, formerSlugs: ['old-review', caseStudy.slug] }]), [`${campaign.file}: formerSlugs.1: /${caseStudy.slug}/ is already the address of ${caseStudy.file}`]);
    assert.deepEqual(reasons([{ ...campaign, formerSlugs: ['pricing'] }]), [`${campaign.file}: formerSlugs.0: /pricing/ is already an address of the site (or the start of one): it cannot send visitors here, remove it`]);
    assert.deepEqual(reasons([{ ...campaign, slug: 'blog', formerSlugs: [campaign.slug] }]), [`${campaign.file}: slug: /blog/ is already an address of the site (or the start of one): choose another URL name`]);
  });

  it("are recorded by the editor on a rename, as a service's are", () => {
    const list = (values: string[]) => ({ values, toJS: () => values, clear: () => list([]), push: (...more: string[]) => list([...values, ...more]) });
    const data = (fields: Record<string, unknown>) => ({ fields, get: (key: string) => fields[key], set: (key: string, value: unknown) => data({ ...fields, [key]: value }), toList: () => list([]) });
    const entry = { get: (key: string) => ({ data: data({ slug: 'case-study-saas' }), path: caseStudy.file, newRecord: false })[key] } as unknown as DecapEntry;
    const snapshot = { files: { 'landing/case-study-saas-pipeline.yml': { slug: caseStudy.slug } }, collection: { posts: [] } } as unknown as Pick<ContentSnapshot, 'files' | 'collection'>;
    const saved = recordOldUrlNames(entry, snapshot) as unknown as ReturnType<typeof data>;
    assert.deepEqual((saved.fields.formerSlugs as ReturnType<typeof list>).values, [caseStudy.slug]);
  });
});

describe("the owner's redirects and the pages made of blocks", () => {
  const file = 'src/content/data/redirects.yml';
  const redirectReasons = (redirects: { from: string; to: string }[]) => ownerRedirectIssues(redirects, routes.map(redirectPage), file).map((issue) => `${issue.field}: ${issue.reason}`);

  it('send an old address to a page made of blocks, and never hide one', () => {
    assert.deepEqual(redirectReasons([{ from: '/webinar/', to: '/revenue-engine-review/#how-it-works' }]), []);
    assert.deepEqual(redirectReasons([{ from: '/case-study-saas-pipeline/', to: '/pricing/' }]), [`redirects.0.from: /case-study-saas-pipeline/ is a live page ("${caseStudy.title}"): a redirect would hide it`]);
  });
});
