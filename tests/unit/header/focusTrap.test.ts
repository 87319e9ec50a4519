import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { focusableWithin, trapTab } from '../../../src/client/header/focusTrap.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';

let window: TestWindow;
let panel: HTMLElement;

beforeEach(() => {
  window = createWindow({
    html: `<button id="outside">Menu</button>
<div id="panel" role="dialog">
  <button id="close">Close</button>
  <a id="solutions" href="/solutions/">Solutions</a>
  <button id="disabled" disabled>Nothing</button>
  <ul hidden><li><a id="hidden" href="/services/crm/">CRM Integration</a></li></ul>
  <details id="services"><summary id="toggle">Services pages</summary><ul><li><a id="folded" href="/services/crm/">CRM Integration</a></li></ul></details>
  <a id="no-href">Not a link</a>
  <span id="skipped" tabindex="-1">Skipped</span>
  <a id="book" href="/morgan-calendar/">Book a free strategy call</a>
</div>`,
  });
  panel = window.document.getElementById('panel') as HTMLElement;
});
afterEach(() => window.happyDOM.close());

const byId = (id: string) => window.document.getElementById(id) as HTMLElement;
const active = () => (window.document.activeElement as HTMLElement | null)?.id;

/** Presses Tab (or Shift+Tab) while focus is on `id`; returns whether the trap took over (kept the browser from moving focus). */
function pressTab(id: string, shiftKey = false): boolean {
  byId(id).focus();
  const event = new window.KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  trapTab(event as unknown as KeyboardEvent, panel);
  return event.defaultPrevented;
}

describe('drawer focus trap', () => {
  it('knows the controls a keyboard reaches, skipping disabled, hidden, folded and untabbable ones', () => {
    assert.deepEqual(focusableWithin(panel).map((element) => element.id), ['close', 'solutions', 'toggle', 'book']);
    (byId('services') as HTMLDetailsElement).open = true;
    assert.deepEqual(focusableWithin(panel).map((element) => element.id), ['close', 'solutions', 'toggle', 'folded', 'book']);
  });

  it('wraps Tab from the last control to the first', () => {
    assert.equal(pressTab('book'), true);
    assert.equal(active(), 'close');
  });

  it('wraps Shift+Tab from the first control to the last', () => {
    assert.equal(pressTab('close', true), true);
    assert.equal(active(), 'book');
  });

  it('leaves Tab between inner controls to the browser', () => {
    assert.equal(pressTab('close'), false);
    assert.equal(pressTab('book', true), false);
    assert.equal(active(), 'book');
  });

  it('pulls focus back in when it is outside the drawer', () => {
    assert.equal(pressTab('outside'), true);
    assert.equal(active(), 'close');
    assert.equal(pressTab('outside', true), true);
    assert.equal(active(), 'book');
  });

  it('ignores other keys', () => {
    byId('book').focus();
    const event = new window.KeyboardEvent('keydown', { key: 'ArrowDown', cancelable: true });
    trapTab(event as unknown as KeyboardEvent, panel);
    assert.equal(event.defaultPrevented, false);
    assert.equal(active(), 'book');
  });
});
