import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkedMarkup, refusal, sitePagesOf } from '../../../src/admin/preview/entryCheck.ts';
import type { PreviewTemplate } from '../../../src/admin/preview/templates.tsx';
import { ContentError } from '../../../src/content/contentIssues.ts';

const file = 'src/content/pages/offer.yml';
const site = sitePagesOf([
  { path: '/', anchors: ['hero'] },
  { path: '/pricing/', anchors: ['plans'] },
  { path: '/services/crm/', redirectTo: '/services/crm-integration/', anchors: [] },
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

  it('refuses a page the site does not have, an anchor its page lacks and an address that only redirects, naming the file and field', () => {
    assert.deepEqual(problems({ hero: { secondary: { href: '/free-audit/' } }, cta: { href: '/pricing/#faq' }, more: { href: '#process' }, text: 'Our [CRM work](/services/crm/).' }), [
      `${file} hero.secondary.href: links to /free-audit/, but /free-audit/ is not a page of this site`,
      `${file} cta.href: links to /pricing/#faq, but #faq is not an anchor on /pricing/`,
      `${file} more.href: links to #process, but #process is not an anchor on /offer/`,
      `${file} text: links to /services/crm/, but /services/crm/ only redirects to /services/crm-integration/; link there instead`,
    ]);
  });

  it('says what was refused and why, in the toast Decap shows, without "Error:"', () => {
    const refused = refusal('saved', [{ file, field: 'hero.secondary.href', reason: 'links to /free-audit/, but /free-audit/ is not a page of this site' }]);
    assert.equal(
      String(refused),
      'the site would refuse this change, so it is not saved. hero.secondary.href: links to /free-audit/, but /free-audit/ is not a page of this site. Correct it, then save again.',
    );
  });
});
