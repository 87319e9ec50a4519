import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { format } from 'node:util';
import { renderToStaticMarkup } from 'react-dom/server';
import { servicePath } from '../../../src/paths.ts';
import { logNotFound, setCurrentYear } from '../../../src/client/pageEffects.ts';
import { SiteFooter } from '../../../src/components/SiteFooter.tsx';
import { serviceLinks } from '../../../src/navigation.ts';
import RedirectPage from '../../../src/pages/RedirectPage.tsx';
import { createWindow, type TestWindow } from '../../support/dom.ts';
import { withSharedWords } from '../../support/sharedWords.tsx';
import { pageDom } from '../../../src/components/pageDom.ts';

let window: TestWindow;
afterEach(async () => {
  mock.timers.reset();
  mock.restoreAll();
  await window.happyDOM.close();
});

describe('footer copyright year', () => {
  it('follows the visitor\'s clock, not the year the site was built', () => {
    window = createWindow({ html: renderToStaticMarkup(withSharedWords(<SiteFooter buildYear={2024} services={serviceLinks} />)) });
    const copyright = () => [...window.document.querySelectorAll('footer p')].map((p) => p.textContent ?? '').find((text) => text.startsWith('©'));
    assert.equal(copyright(), '© 2024 Hale Growth Partners. All rights reserved.');
    mock.timers.enable({ apis: ['Date'], now: new Date('2031-03-15T12:00:00Z') });
    setCurrentYear(window.document);
    assert.equal(copyright(), '© 2031 Hale Growth Partners. All rights reserved.');
  });

  it('leaves other text alone', () => {
    window = createWindow({ html: `<p id="since">Established 2024</p><span ${pageDom.currentYearAttr}></span>` });
    setCurrentYear(window.document, new Date('2027-01-01T12:00:00Z'));
    assert.equal(window.document.getElementById('since')?.textContent, 'Established 2024');
    assert.equal(window.document.querySelector(`[${pageDom.currentYearAttr}]`)?.textContent, '2027');
  });
});

describe('404 console message', () => {
  const errors = () => mock.method(console, 'error', () => {});

  it('logs the attempted path as an error on the 404 page (SPEC.md §8)', () => {
    window = createWindow({ url: 'https://www.halegrowth.example/no-such-page/?utm=x#top' });
    window.document.documentElement.setAttribute(pageDom.routeKindAttr, 'not-found');
    const error = errors();
    logNotFound(window);
    assert.deepEqual(
      error.mock.calls.map((call) => format(...call.arguments)),
      ['404 Error: User attempted to access non-existent route: /no-such-page/'],
    );
  });

  it('stays quiet on every other page', () => {
    window = createWindow({ url: 'https://www.halegrowth.example/pricing/' });
    window.document.documentElement.setAttribute(pageDom.routeKindAttr, 'pricing');
    const error = errors();
    logNotFound(window);
    assert.equal(error.mock.callCount(), 0);
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

  it('replaces the location with the target, keeping the #anchor', () => {
    window = createWindow({ url: 'https://www.halegrowth.example/services/sales-enablement/#lead-nurturing' });
    const replace = mock.method(window.location, 'replace', () => {});
    runRedirectScript(window);
    assert.deepEqual(replace.mock.calls.map((call) => call.arguments), [['/services/lead-generation/#lead-nurturing']]);
  });

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
