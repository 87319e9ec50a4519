import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { servicePath } from '../../../src/paths.ts';
import { setCurrentYear } from '../../../src/client/pageEffects.ts';
import RedirectPage from '../../../src/pages/RedirectPage.tsx';
import { createWindow, type TestWindow } from '../../support/dom.ts';
import { withSharedWords } from '../../support/sharedWords.tsx';
import { pageDom } from '../../../src/components/pageDom.ts';

// The 404 page's console message (SPEC.md §8), and none elsewhere: tests/e2e/navigation.test.ts and every route of tests/support/routeSweep.ts.

let window: TestWindow;
afterEach(async () => {
  mock.restoreAll();
  await window.happyDOM.close();
});

describe('footer copyright year', () => {
  // That it follows the visitor's clock, not the year the site was built: tests/e2e/footer.test.ts.
  it('leaves other text alone', () => {
    window = createWindow({ html: `<p id="since">Established 2024</p><span ${pageDom.currentYearAttr}></span>` });
    setCurrentYear(window.document, new Date('2027-01-01T12:00:00Z'));
    assert.equal(window.document.getElementById('since')?.textContent, 'Established 2024');
    assert.equal(window.document.querySelector(`[${pageDom.currentYearAttr}]`)?.textContent, '2027');
  });
});

describe('redirect page fallback', () => {
  const redirectPage = renderToStaticMarkup(withSharedWords(<RedirectPage to={servicePath('lead-generation')} targetTitle="B2B Lead Generation Services" />));
  /** Runs the page's inline redirect script against `window`, as the browser does while parsing. */
  const runRedirectScript = (target: TestWindow) => {
    const code = /<script>([^<]+)<\/script>/.exec(redirectPage)?.[1];
    assert.ok(code, 'the redirect page carries its inline script');
    new Function('location', code)(target.location);
  };

  // With a #hash, and off the history: tests/e2e/navigation.test.ts ('on a host without _redirects the fallback page replaces the location').
  it('replaces (so Back does not return to the redirect) without a hash too', () => {
    window = createWindow({ url: 'https://www.halegrowth.example/services/sales-enablement/' });
    const replace = mock.method(window.location, 'replace', () => {});
    const assign = mock.method(window.location, 'assign', () => {});
    runRedirectScript(window);
    assert.deepEqual(replace.mock.calls[0]?.arguments, ['/services/lead-generation/']);
    assert.equal(assign.mock.callCount(), 0);
  });

  it('without JavaScript an instant refresh and a link lead to the target', () => {
    assert.match(redirectPage, /<meta http-equiv="refresh" content="0; url=\/services\/lead-generation\/"/);
    assert.match(redirectPage, /<a href="\/services\/lead-generation\/">/);
  });
});
