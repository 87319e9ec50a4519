import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { renderToString } from 'react-dom/server';
import { enhanceDrawer } from '../../../src/client/header/drawer.ts';
import { enhanceServicesMenu } from '../../../src/client/header/servicesMenu.ts';
import { headerDom } from '../../../src/components/header/headerDom.ts';
import { SiteHeader } from '../../../src/components/header/SiteHeader.tsx';
import { headerProps } from '../../../src/navigation.ts';
import { paths, servicePath } from '../../../src/paths.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';
import { runEarlyTaps } from '../../support/earlyTaps.ts';

const html = renderToString(<SiteHeader {...headerProps(paths.pricing)} />);

describe('site header markup: it works before any script has run', () => {
  const document = createWindow({ html }).document;

  // Menu, heard as opening a dialog, opens the drawer as a modal one by its invoker command before any script, and the backdrop
  // (closedby) and Close menu (its command) close it, in Chromium: tests/e2e/header.test.ts and tests/e2e/noJs.test.ts.
  it('the drawer is a dialog named Site menu', () => {
    assert.equal(document.getElementById(headerDom.drawerId)?.getAttribute('aria-label'), 'Site menu');
  });

  // The service pages each list holds, in order: tests/e2e/header.test.ts, in the drawer and in the desktop dropdown.
  it('the Services pages fold behind native disclosures, in the drawer and on the desktop bar', () => {
    for (const list of [document.getElementById(headerDom.drawerServicesId), document.getElementById(headerDom.servicesMenuId)]) {
      assert.equal(list?.parentElement?.tagName, 'DETAILS');
      assert.equal(list?.parentElement?.querySelector(':scope > summary')?.getAttribute('aria-label'), 'Services pages');
    }
  });

  /** The links of the desktop bar and of the drawer that say where the visitor is, as [href, aria-current]. */
  function currentLinks(pagePath: string) {
    const page = createWindow({ html: renderToString(<SiteHeader {...headerProps(pagePath)} />) }).document;
    const marked = (root: ParentNode | null | undefined) =>
      [...(root?.querySelectorAll('a[aria-current]') ?? [])].map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')]);
    return { bar: marked(page.querySelector('header nav')), drawer: marked(page.getElementById(headerDom.drawerId)) };
  }

  it('on a service page, the service is the page and Services its section, in the bar and the drawer', () => {
    const expected = [[paths.services, 'true'], [servicePath('crm'), 'page']];
    assert.deepEqual(currentLinks(servicePath('crm')), { bar: expected, drawer: expected });
  });

  it('on an article and on a later page of the list, Blog is the section, and no link is the page', () => {
    for (const pagePath of [`${paths.blog}lean-canvas/`, `${paths.blog}page/2/`]) {
      assert.deepEqual(currentLinks(pagePath), { bar: [[paths.blog, 'true']], drawer: [[paths.blog, 'true']] }, pagePath);
    }
  });
});

describe('site header behaviour in the browser', () => {
  let window: TestWindow;
  let document: Document;
  let dialog: HTMLDialogElement;
  let idleWork: (() => void)[];
  const menuButton = () => document.querySelector<HTMLButtonElement>('header button[aria-controls="site-drawer"]')!;
  // happy-dom batches MutationObserver records, like a browser: let them arrive.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    window = createWindow({ url: `https://www.halegrowth.example${paths.pricing}`, html });
    document = window.document;
    dialog = document.getElementById(headerDom.drawerId) as HTMLDialogElement;
    idleWork = [];
    runEarlyTaps(window);
    enhanceDrawer(document, (callback) => idleWork.push(callback));
    enhanceServicesMenu(document);
  });
  afterEach(() => window.happyDOM.close());

  it('lays the closed drawer out ahead once the page is idle, and not before', () => {
    assert.equal(dialog.hasAttribute(headerDom.drawerPreparedAttr), false, 'a page load pays nothing for it');
    assert.equal(idleWork.length, 1);
    for (const work of idleWork) work();
    assert.equal(dialog.hasAttribute(headerDom.drawerPreparedAttr), true);
    assert.equal(dialog.open, false);
  });

  it('opens and closes the drawer by its commands where the browser lacks invoker commands, and Menu says so', async () => {
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    menuButton().click();
    assert.equal(dialog.open, true);
    await settle();
    assert.equal(menuButton().getAttribute('aria-expanded'), 'true');
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close menu"]')!.click();
    assert.equal(dialog.open, false);
    await settle();
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
  });

  it('closes when a link in it is followed, and folds its Services list again', () => {
    menuButton().click();
    assert.equal(dialog.open, true, 'Menu opened it');
    const disclosure = document.getElementById(headerDom.drawerServicesId)!.parentElement as HTMLDetailsElement;
    disclosure.open = true;
    [...dialog.querySelectorAll('a')].find((link) => link.textContent === 'CRM Integration')!.click();
    assert.equal(dialog.open, false);
    assert.equal(disclosure.open, false);
  });

  it('comes back closed from the back/forward cache', () => {
    menuButton().click();
    assert.equal(dialog.open, true, 'Menu opened it');
    window.dispatchEvent(Object.assign(new window.Event('pageshow'), { persisted: true }));
    assert.equal(dialog.open, false);
  });

  it('closes on a press outside its box where `closedby` is unknown, and not on a press inside it', () => {
    menuButton().click();
    assert.equal(dialog.open, true, 'Menu opened it');
    dialog.getBoundingClientRect = () => ({ left: 100, right: 390, top: 0, bottom: 844, width: 290, height: 844, x: 100, y: 0, toJSON: () => ({}) });
    dialog.dispatchEvent(new window.MouseEvent('click', { bubbles: true, clientX: 200, clientY: 400 }));
    assert.equal(dialog.open, true, 'a press on its own padding keeps it open');
    dialog.dispatchEvent(new window.MouseEvent('click', { bubbles: true, clientX: 20, clientY: 400 }));
    assert.equal(dialog.open, false);
  });

  describe('desktop Services dropdown', () => {
    const wrap = () => document.querySelector<HTMLElement>(`[${headerDom.servicesMenuAttr}]`)!;
    const disclosure = () => wrap().querySelector('details')!;

    it('takes over from the CSS-only hover', () => {
      assert.ok(wrap().hasAttribute(headerDom.enhancedAttr));
    });

    it('a click on the chevron of a list the hover opened keeps it open; the next click closes it', () => {
      wrap().dispatchEvent(new window.PointerEvent('pointerenter', { pointerType: 'mouse' }));
      const chevron = disclosure().querySelector('summary')!;
      chevron.click();
      assert.equal(disclosure().open, true, 'the click the hover led to keeps it open');
      chevron.click();
      assert.equal(disclosure().open, false, 'the next click closes it');
      chevron.click();
      assert.equal(disclosure().open, true, 'and the one after opens it again, under the same hovering mouse');
    });

    it('Enter on the chevron of a list keyboard focus opened keeps it open', () => {
      disclosure().open = false;
      const chevron = disclosure().querySelector('summary')!;
      // What a keyboard's focus looks like to the script: the focused element matches :focus-visible.
      chevron.matches = (selector: string) => selector === ':focus-visible' || Element.prototype.matches.call(chevron, selector);
      chevron.dispatchEvent(new window.FocusEvent('focusin', { bubbles: true }));
      assert.equal(disclosure().open, true, 'focus opens it');
      chevron.click();
      assert.equal(disclosure().open, true, 'Enter (a click on the summary) keeps it open');
    });

    it('closes on a press outside and on a followed link', () => {
      disclosure().open = true;
      document.body.dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }));
      assert.equal(disclosure().open, false);

      disclosure().open = true;
      disclosure().querySelector<HTMLAnchorElement>('ul a')!.click();
      assert.equal(disclosure().open, false);
    });
  });
});
