import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { lockScroll } from '../../../src/islands/header/scrollLock.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';

let window: TestWindow;
afterEach(() => window.happyDOM.close());

/** A page whose vertical scrollbar takes `scrollbarWidth` pixels of the 1024 px wide viewport. */
function page(scrollbarWidth: number): Document {
  window = createWindow();
  Object.defineProperty(window, 'innerWidth', { value: 1024 });
  Object.defineProperty(window.document.documentElement, 'clientWidth', { value: 1024 - scrollbarWidth });
  return window.document;
}

describe('scroll lock', () => {
  it('stops the page scrolling while locked and gives it back on unlock', () => {
    const doc = page(0);
    const root = doc.documentElement;
    const unlock = lockScroll(doc);
    assert.equal(root.style.overflow, 'hidden');
    assert.ok(root.hasAttribute('data-scroll-locked'));
    unlock();
    assert.equal(root.style.overflow, '');
    assert.ok(!root.hasAttribute('data-scroll-locked'));
  });

  it('pads the body by the scrollbar width so the page does not shift sideways', () => {
    const doc = page(15);
    const unlock = lockScroll(doc);
    assert.equal(doc.body.style.paddingRight, '15px');
    unlock();
    assert.equal(doc.body.style.paddingRight, '');
  });

  it('adds no padding where the scrollbar takes no room (touch screens, overlay scrollbars)', () => {
    const doc = page(0);
    lockScroll(doc);
    assert.equal(doc.body.style.paddingRight, '');
  });

  it('restores the styles the page had before, not blank ones', () => {
    const doc = page(17);
    doc.documentElement.style.overflow = 'scroll';
    doc.body.style.paddingRight = '4px';
    const unlock = lockScroll(doc);
    assert.equal(doc.body.style.paddingRight, '17px');
    unlock();
    assert.equal(doc.documentElement.style.overflow, 'scroll');
    assert.equal(doc.body.style.paddingRight, '4px');
  });
});
