import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { dismissable, isReturningFocus, type CloseDisclosure } from '../../../src/client/dismissableDisclosure.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';

const html = `
  <p id="outside">Text outside both menus</p>
  <div id="first-wrap">
    <a id="first-link" href="/services/">Services</a>
    <details id="first"><summary id="first-toggle">More</summary><a id="first-item" href="/services/crm/">CRM</a></details>
  </div>
  <details id="second"><summary id="second-toggle">Share</summary><button id="second-item" type="button">Copy</button></details>`;

describe('a dismissable disclosure (the Services and Share menus)', () => {
  let window: TestWindow;
  let document: Document;
  let first: HTMLDetailsElement;
  let second: HTMLDetailsElement;
  let closeFirst: CloseDisclosure;
  let closedFirst: number;
  // happy-dom queues a disclosure's toggle event, as a browser does: let it arrive.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const press = (id: string) => byId(id).dispatchEvent(new window.PointerEvent('pointerdown', { bubbles: true }));
  const escapeFrom = (id: string) => {
    const event = new window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    byId(id).dispatchEvent(event);
    return event;
  };

  beforeEach(() => {
    window = createWindow({ html });
    document = window.document;
    first = byId('first');
    second = byId('second');
    closedFirst = 0;
    closeFirst = dismissable({ disclosure: first, scope: byId('first-wrap'), returnFocusTo: byId('first-link'), onClose: () => (closedFirst += 1) });
    dismissable({ disclosure: second, returnFocusTo: byId('second-toggle') });
  });
  afterEach(() => window.happyDOM.close());

  // Closing on Escape from inside and handing focus back to its trigger: tests/e2e/blog/shareMenu.test.ts and tests/e2e/header.test.ts.
  it('keeps the Escape that closes it to itself', () => {
    second.open = true;
    assert.equal(escapeFrom('second-item').defaultPrevented, true);
  });

  it('hands focus to the trigger given, outside the disclosure, and says so while it does', () => {
    first.open = true;
    let returningWhenFocused: boolean | undefined;
    byId('first-link').addEventListener('focus', () => (returningWhenFocused = isReturningFocus()));
    escapeFrom('first-item');
    assert.equal(first.open, false);
    assert.equal(document.activeElement, byId('first-link'));
    assert.equal(returningWhenFocused, true, 'a focus handler can tell the focus is handed back');
    assert.equal(isReturningFocus(), false, 'and only while it is');
    assert.equal(closedFirst, 1);
  });

  it('leaves Escape alone while closed', () => {
    const event = escapeFrom('first-link');
    assert.equal(event.defaultPrevented, false);
    assert.equal(closedFirst, 0);
  });

  it('closes on a press outside its scope, and not on a press inside it', () => {
    first.open = true;
    press('first-link');
    assert.equal(first.open, true, 'the Services link is inside the wrapper given as scope');
    press('first-item');
    assert.equal(first.open, true);
    press('outside');
    assert.equal(first.open, false);
    assert.equal(document.activeElement, document.body, 'a press elsewhere moves no focus');
  });

  it('closes the other open one when it opens', async () => {
    first.open = true;
    await settle();
    second.open = true;
    await settle();
    assert.equal(second.open, true);
    assert.equal(first.open, false);
    assert.equal(closedFirst, 1);
    first.open = true;
    await settle();
    assert.equal(second.open, false);
  });

  it('comes back closed from the back/forward cache, and stays as it was on an ordinary load', () => {
    first.open = true;
    window.dispatchEvent(Object.assign(new window.Event('pageshow'), { persisted: false }));
    assert.equal(first.open, true);
    window.dispatchEvent(Object.assign(new window.Event('pageshow'), { persisted: true }));
    assert.equal(first.open, false);
  });

  it('gives its caller the way to close it, with or without handing focus back', () => {
    first.open = true;
    closeFirst(false);
    assert.equal(first.open, false);
    assert.notEqual(document.activeElement, byId('first-link'));
    first.open = true;
    closeFirst(true);
    assert.equal(document.activeElement, byId('first-link'));
  });
});
