/**
 * The pages made of blocks keep every address they had: the site's own pages are there at theirs,
 * a renamed page's old URL names answer with a 301 to its address, as a service's and a post's do,
 * and no name claims an address the site has.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routes } from '../../../routes.ts';
import { blockPageIssues, landingPages, ownPage, type LoadedBlockPage } from '../../../src/content/blockPages.ts';
import { ownerRedirectIssues, redirectPage } from '../../../src/content/redirectIssues.ts';

const caseStudy = landingPages.find((page) => page.slug === 'case-study-saas-pipeline')!;
const campaign = landingPages.find((page) => page.slug === 'revenue-engine-review')!;
const ownPages = (['home', 'about', 'solutions', 'services', 'contact', 'pricing', 'booking'] as const).map((name) => ({ ...ownPage(name).content, file: `src/content/${ownPage(name).file}` }));
const reasons = (pages: readonly LoadedBlockPage[]) => blockPageIssues([...ownPages, ...pages]).map((issue) => `${issue.file}: ${issue.field}: ${issue.reason}`);

describe('the URL names of the pages made of blocks', () => {
  // The editor records them on a rename as it does every entry's with both fields: tests/unit/content/urlNames.test.ts.
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

  it("refuse a page of the owner's without a URL name, or named as one of the site's own pages' files", () => {
    const { slug: _slug, ...unnamed } = campaign;
    assert.deepEqual(reasons([unnamed]), [`${campaign.file}: slug: is empty: a page of your own needs a URL name, its address`]);
    assert.deepEqual(reasons([{ ...campaign, slug: 'about', formerSlugs: [campaign.slug] }]), [`${campaign.file}: slug: about is the file name of one of the site's own pages (src/content/pages/about.yml): choose another URL name`]);
  });

  it("refuse a site's own page missing, or given an address, a schedule or a menu place of its own, naming the file and field", () => {
    const [home, ...others] = ownPages;
    assert.deepEqual(blockPageIssues(others).map((issue) => `${issue.file}: ${issue.field}: ${issue.reason}`), [
      "src/content/pages/home.yml: (file): is missing: the page at / is one of the site's own pages and cannot be deleted; restore the file",
    ]);
    const moved = { ...home!, slug: 'welcome', publishAt: '2031-01-01', menu: 'header' as const, menuLabel: 'Home' };
    const reason = "only a page of your own can have this: / is one of the site's own pages, with its fixed address, always on the site and in its own place in the menus; leave it empty";
    assert.deepEqual(blockPageIssues([moved, ...others]).map((issue) => `${issue.field}: ${issue.reason}`), ['slug', 'publishAt', 'menu', 'menuLabel'].map((field) => `${field}: ${reason}`));
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
