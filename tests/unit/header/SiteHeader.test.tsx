import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { paths } from '../../../src/paths.ts';
import { SiteHeader } from '../../../src/islands/header/SiteHeader.tsx';
import { headerProps } from '../../../src/navigation.ts';
import { createWindow, installGlobalWindow, type TestWindow } from '../../support/dom.ts';

const props = headerProps(paths.pricing);

let window: TestWindow;
let restoreGlobals: () => void;
let root: Root;
let island: HTMLElement;
let hydrationErrors: unknown[];

/** The header as the server wrote it, hydrated as the client entry would. */
beforeEach(async () => {
  window = createWindow({ url: `https://www.halegrowth.example${paths.pricing}` });
  restoreGlobals = installGlobalWindow(window, { act: true });
  island = window.document.createElement('div');
  island.innerHTML = renderToString(<SiteHeader {...props} />);
  window.document.body.append(island);
  hydrationErrors = [];
  await act(async () => {
    root = hydrateRoot(island, <SiteHeader {...props} />, { onRecoverableError: (error) => hydrationErrors.push(error) });
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  restoreGlobals();
  await window.happyDOM.close();
});

const menuButton = () => island.querySelector<HTMLButtonElement>('button[aria-controls="site-drawer"]')!;
const drawer = () => island.querySelector<HTMLElement>('#site-drawer')!;
const isOpen = () => drawer().getAttribute('data-open') === 'true';
const scrollLocked = () => window.document.documentElement.style.overflow === 'hidden';

async function click(element: Element) {
  await act(async () => (element as HTMLElement).click());
}

async function openDrawer() {
  await click(menuButton());
  assert.ok(isOpen());
}

describe('header island', () => {
  it('without JavaScript, the menu control is a link to the footer site map', () => {
    const html = renderToString(<SiteHeader {...props} />);
    assert.match(html, /<a [^>]*href="#site-map"[^>]*data-hydrate-replay="menu"/);
    assert.doesNotMatch(html, /<button[^>]*aria-controls="site-drawer"/);
  });

  it('hydrates onto the server HTML without a mismatch (no re-render, no flash)', () => {
    assert.deepEqual(hydrationErrors, []);
  });

  it('once live, the menu button opens the drawer and says so', async () => {
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    assert.equal(menuButton().getAttribute('aria-label'), 'Open menu');
    assert.ok(!isOpen());
    assert.ok(drawer().hasAttribute('inert'), 'a closed drawer cannot be reached by keyboard');

    await click(menuButton());
    assert.equal(menuButton().getAttribute('aria-expanded'), 'true');
    assert.equal(menuButton().getAttribute('aria-label'), 'Close menu');
    assert.ok(isOpen());
    assert.ok(!drawer().hasAttribute('inert'));

    await click(menuButton());
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    assert.ok(!isOpen());
  });

  it('locks page scrolling while the drawer is open, and moves focus into it', async () => {
    await openDrawer();
    assert.ok(scrollLocked());
    assert.ok(drawer().contains(window.document.activeElement), 'focus is inside the drawer');
    assert.equal(window.document.activeElement?.getAttribute('aria-label'), 'Close menu');
    await click(drawer().querySelector('button[aria-label="Close menu"]')!);
    assert.ok(!isOpen());
    assert.ok(!scrollLocked());
  });

  it('closes on Escape, unlocks scrolling and gives focus back to the menu button', async () => {
    await openDrawer();
    await act(async () => {
      window.document.activeElement!.dispatchEvent(new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    assert.ok(!isOpen());
    assert.equal(menuButton().getAttribute('aria-expanded'), 'false');
    assert.ok(!scrollLocked());
    assert.equal(window.document.activeElement, menuButton());
  });

  it('closes when a link in the drawer is followed', async () => {
    await openDrawer();
    const solutions = [...drawer().querySelectorAll('a')].find((link) => link.textContent === 'Solutions')!;
    await click(solutions);
    assert.ok(!isOpen());
    assert.ok(!scrollLocked());
  });

  it('lists the 11 service pages behind the services toggle, and closes on one of them', async () => {
    await openDrawer();
    const toggle = drawer().querySelector<HTMLButtonElement>('button[aria-controls="drawer-services"]')!;
    const list = drawer().querySelector<HTMLElement>('#drawer-services')!;
    assert.ok(list.hidden);
    await click(toggle);
    assert.equal(toggle.getAttribute('aria-expanded'), 'true');
    assert.ok(!list.hidden);
    const links = [...list.querySelectorAll('a')];
    assert.equal(links.length, 11);
    await click(links.find((link) => link.textContent === 'CRM Integration')!);
    assert.ok(!isOpen());
  });

  it('shows the contact e-mails, phone and booking link in the drawer', () => {
    const hrefs = [...drawer().querySelectorAll('a')].map((link) => link.getAttribute('href'));
    for (const email of props.contact.emails) assert.ok(hrefs.includes(`mailto:${email}`), email);
    assert.ok(hrefs.includes(`tel:${props.contact.phone.tel}`));
    assert.ok(hrefs.includes(paths.booking));
  });
});
