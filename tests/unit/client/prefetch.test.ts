import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { prefetch } from '../../../src/client/prefetch.ts';
import { createWindow, type TestWindow } from '../../support/dom.ts';

let window: TestWindow;
afterEach(async () => {
  mock.restoreAll();
  await window.happyDOM.close();
});

/** What a link's relList answers `supports()` from: stubbed to play one engine or the other. */
const tokenListPrototype = (): DOMTokenList => Object.getPrototypeOf(window.document.createElement('link').relList) as DOMTokenList;

const attributes = (link: Element) => ['rel', 'as', 'type', 'crossorigin', 'href'].map((name) => link.getAttribute(name));

describe('prefetch: a file into the cache for a later page', () => {
  it('uses <link rel=prefetch> where the browser has it (Chromium, Firefox)', () => {
    window = createWindow();
    mock.method(tokenListPrototype(), 'supports', (token: string) => token === 'prefetch');
    void prefetch(window.document, '/assets/inter-a.woff2', 'font');
    assert.deepEqual(attributes(window.document.head.querySelector('link') as Element), ['prefetch', 'font', 'font/woff2', 'anonymous', '/assets/inter-a.woff2']);
  });

  it('preloads the same request where the browser has no rel=prefetch (Safari, every WebKit)', () => {
    window = createWindow();
    mock.method(tokenListPrototype(), 'supports', () => false);
    void prefetch(window.document, '/assets/toaster-b.js', 'script');
    assert.deepEqual(attributes(window.document.head.querySelector('link') as Element), ['preload', 'script', null, 'anonymous', '/assets/toaster-b.js']);
  });

  it('resolves once the file is in, and rejects when it cannot be had', async () => {
    window = createWindow();
    const loaded = prefetch(window.document, '/assets/a.woff2', 'font');
    const failed = prefetch(window.document, '/assets/b.woff2', 'font');
    const [first, second] = window.document.head.querySelectorAll('link');
    first?.dispatchEvent(new window.Event('load'));
    second?.dispatchEvent(new window.Event('error'));
    await loaded;
    await assert.rejects(failed, /Could not prefetch \/assets\/b\.woff2/);
  });
});
