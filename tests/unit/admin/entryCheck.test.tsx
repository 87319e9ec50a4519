import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { checkedMarkup, redirectsIssues, refusal, sitePagesOf } from '../../../src/admin/preview/entryCheck.ts';
import { previewTemplates, type PreviewTemplate } from '../../../src/admin/preview/templates.tsx';
import { planImages } from '../../../src/build/images.ts';
import { registerImages } from '../../../src/components/Picture.tsx';
import { postsDir } from '../../../src/content/blog/collection.ts';
import { readFrontMatter } from '../../../src/content/blog/frontMatter.ts';
import { ContentError } from '../../../src/content/contentIssues.ts';

const file = 'src/content/pages/offer.yml';
const site = sitePagesOf([
  { path: '/', title: 'Home', anchors: ['hero'] },
  { path: '/pricing/', title: 'Pricing', anchors: ['plans'] },
  { path: '/services/crm/', title: 'CRM', redirectTo: '/services/crm-integration/', anchors: [] },
  { path: '/services/crm-integration/', title: 'CRM', anchors: ['platforms'] },
]);

/** A page at /offer/ drawing each section id the entry names, as a template draws the real page. */
const offer: PreviewTemplate = (data) => {
  const { sections = [] } = data as { sections?: string[] };
  return {
    page: (
      <main>
        {sections.map((id) => (
          <section key={id} id={id} />
        ))}
      </main>
    ),
    links: { file, page: '/offer/' },
  };
};

const problems = (data: unknown) => {
  try {
    checkedMarkup(offer, data, site);
    return [];
  } catch (error) {
    assert.ok(error instanceof ContentError);
    return error.issues.map((issue) => `${issue.file} ${issue.field}: ${issue.reason}`);
  }
};

describe('the editor refuses the links the build would', () => {
  it('takes links to pages of the site and their anchors, and to the sections of the entry as it now reads', () => {
    assert.deepEqual(problems({ cta: { href: '/pricing/#plans' }, back: { href: '/#hero' }, sections: ['process'], more: { href: '#process' }, text: 'See [our plans](/pricing/).' }), []);
  });

  it("takes a link to a renamed page's old address, which the build writes to the new one, and checks its anchor there", () => {
    assert.deepEqual(problems({ text: 'Our [CRM work](/services/crm/) and [platforms](/services/crm/#platforms).' }), []);
  });

  it('refuses a page the site does not have and an anchor its page lacks, naming the file and field', () => {
    assert.deepEqual(problems({ hero: { secondary: { href: '/free-audit/' } }, cta: { href: '/pricing/#faq' }, more: { href: '#process' }, text: 'Our [CRM work](/services/crm/#pricing).' }), [
      `${file} hero.secondary.href: links to /free-audit/, but /free-audit/ is not a page of this site`,
      `${file} cta.href: links to /pricing/#faq, but #faq is not an anchor on /pricing/`,
      `${file} more.href: links to #process, but #process is not an anchor on /offer/`,
      `${file} text: links to /services/crm/#pricing, but #pricing is not an anchor on /services/crm-integration/ (where /services/crm/ now leads)`,
    ]);
  });

  it('says what was refused and why, in the toast Decap shows, without "Error:"', () => {
    const refused = refusal('saved', [{ file, field: 'Top of the page › Second button › Links to', reason: 'links to /free-audit/, but /free-audit/ is not a page of this site' }]);
    assert.equal(
      String(refused),
      'the site would refuse this change, so it is not saved. Top of the page › Second button › Links to: links to /free-audit/, but /free-audit/ is not a page of this site. Correct it, then save again.',
    );
  });

  it('refuses the redirects the build would, against the pages as built less the redirects being replaced, anchors included', () => {
    const withFlyer = sitePagesOf([...site.pages, { path: '/flyer/', title: 'Pricing', redirectTo: '/pricing/', anchors: [] }]);
    const reasons = (redirects: { from: string; to: string }[]) => redirectsIssues({ redirects }, [{ from: '/flyer/' }], withFlyer).map((issue) => `${issue.field}: ${issue.reason}`);
    assert.deepEqual(reasons([{ from: '/flyer/', to: '/pricing/#plans' }, { from: '/old-crm/', to: '/services/crm/#platforms' }]), []);
    assert.deepEqual(reasons([{ from: '/pricing/', to: '/free-audit/' }]), ['redirects.0.from: /pricing/ is a live page ("Pricing"): a redirect would hide it', 'redirects.0.to: /free-audit/ is not a page of this site']);
    assert.deepEqual(reasons([{ from: '/flyer/', to: '/pricing/#faq' }]), ['redirects.0.to: links to /pricing/#faq, but #faq is not an anchor on /pricing/']);
  });
});

describe("the editor refuses at Save a post's date the build would refuse", () => {
  // A post as the editor holds it: its front matter and its article.
  const { data, content } = readFrontMatter(readFileSync(path.join(postsDir, 'lead-generation-funnel-high-converting.md'), 'utf8'));
  let post: PreviewTemplate;
  before(async () => {
    registerImages((await planImages('static', '.cache/images')).manifest);
    post = (await previewTemplates()).posts!;
  });
  const problemsOfPost = (dates: Record<string, string>) => {
    try {
      return { markup: checkedMarkup(post, { ...data, ...dates, body: content }, site), problems: [] };
    } catch (error) {
      assert.ok(error instanceof ContentError);
      return { markup: '', problems: error.issues.map((issue) => `${issue.field}: ${issue.reason}`) };
    }
  };

  it('takes a day, or a day with a time, and draws the day readers see', () => {
    for (const date of ['2026-11-29', '2026-11-29T09:00-05:00']) {
      const { markup, problems } = problemsOfPost({ date });
      assert.deepEqual(problems, [], date);
      assert.match(markup, /<time dateTime="2026-11-29[^"]*">November 29, 2026<\/time>/, date);
    }
  });

  it('refuses a day that is not one, and a last update before the publication day, naming the field', () => {
    assert.deepEqual(problemsOfPost({ date: '2026-02-30' }).problems, ['date: "2026-02-30" is not a real day such as 2026-12-01, nor a day and time such as 2026-12-01T09:00-05:00']);
    assert.deepEqual(problemsOfPost({ date: '2026-11-29T09:00-05:00', updated: '2026-11-28' }).problems, ['updated: 2026-11-28 is before the publication date 2026-11-29']);
  });
});
