import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { afterEach, before, beforeEach, describe, it, mock } from 'node:test';
import { renderToString } from 'react-dom/server';
import { enhanceLoadMore } from '../../../src/client/blog/loadMore.ts';
import { planImages } from '../../../src/build/images.ts';
import { registerImages } from '../../../src/components/Picture.tsx';
import type { BlogPost } from '../../../src/content/blog/loadPosts.ts';
import { blogUrls } from '../../../src/content/blog/urls.ts';
import { loadMoreDom } from '../../../src/pages/blog/blogDom.ts';
import { LoadMore } from '../../../src/pages/blog/LoadMore.tsx';
import { withBlogWords } from '../../support/blogWords.tsx';
import { createWindow, type TestWindow } from '../../support/dom.ts';

const urls = blogUrls('/blog/');
const card = (n: number): BlogPost => ({
  id: n,
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `The excerpt of post ${n}.`,
  category: 'GTM Strategy',
  author: 'Morgan Hale',
  date: '2025-10-09',
  readTime: '5 min read',
  image: '/images/blog/lean-canvas.jpg',
  imageAlt: '',
  tags: ['Testing'],
  views: '0',
  likes: '0',
  layout: 'markdown',
  file: `post-${n}.md`,
  wordCount: 0,
  html: '',
  headings: [],
});
const cards = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => card(from + index));

/** A plain blog page as the build writes it, reduced to what Load More reads: its cards and its pager. */
function plainPage(from: number, to: number, next: number | null): string {
  const items = cards(from, to).map((post) => `<li ${loadMoreDom.cardAttr}=""><article><h3><a ${loadMoreDom.cardLinkAttr}="" href="${urls.article(post.slug)}">${post.title}</a></h3></article></li>`);
  return `<!DOCTYPE html><html><body><main><ul ${loadMoreDom.gridAttr}="">${items.join('')}</ul><nav>${next ? `<a rel="next" href="/blog/page/${next}/">Older</a>` : ''}</nav></main></body></html>`;
}

// 20 grid cards: page 1 (1-6) shown, page 2 (7-12) folded, pages 3 (13-18) and 4 (19-20) read when needed.
const pages: Record<string, string> = {
  '/blog/page/3/': plainPage(13, 18, 4),
  '/blog/page/4/': plainPage(19, 20, null),
};

// Cards carry their covers' encoded variants; naming them needs only the image step's plan.
before(async () => registerImages((await planImages('static', '.cache/images')).manifest));

let window: TestWindow;
let document: Document;
let requested: string[];

beforeEach(() => {
  window = createWindow({ url: 'https://www.halegrowth.example/blog/' });
  document = window.document;
  document.body.innerHTML = `<section id="articles">${renderToString(withBlogWords(<LoadMore first={cards(1, 6)} second={cards(7, 12)} total={20} urls={urls} />))}</section>`;
  requested = [];
  mock.method(window, 'fetch', async (input: string | URL) => {
    const url = new URL(String(input), 'https://www.halegrowth.example/');
    requested.push(url.pathname);
    const body = pages[url.pathname];
    return { ok: Boolean(body), status: body ? 200 : 404, url: url.href, text: async () => body ?? 'Not found' };
  });
  enhanceLoadMore(document);
});
afterEach(async () => {
  mock.restoreAll();
  await window.happyDOM.close();
});

const batches = () => [...document.querySelectorAll<HTMLDetailsElement>(`details[${loadMoreDom.batchAttr}]`)];
const next = () => document.querySelector<HTMLAnchorElement>(`a[${loadMoreDom.nextAttr}]`);
/** Once every frame, timer and read the list set off has run (happy-dom tracks them), and the promise callbacks they queued. */
const settle = async () => {
  await window.happyDOM.waitUntilComplete();
  await new Promise((resolve) => setTimeout(resolve));
};
const statusOf = (batch: HTMLDetailsElement) => batch.querySelector(`[${loadMoreDom.statusAttr}]`)?.textContent;
const titles = (batch: HTMLDetailsElement) => [...batch.querySelectorAll(`[${loadMoreDom.cardLinkAttr}]`)].map((link) => link.textContent);

describe('Load More beyond the folded second page', () => {
  it('serves pages 1 and 2 from the HTML and reads nothing until the second page is opened', async () => {
    assert.equal(batches().length, 1);
    assert.deepEqual(titles(batches()[0]!), cards(7, 12).map((post) => post.title));
    assert.equal(next()?.getAttribute('href'), '/blog/page/3/', 'without script, the way on is the plain page 3');
    await settle();
    assert.deepEqual(requested, []);
  });

  it('opening a page moves focus to its first card and folds in the next page, read from its plain page', async () => {
    batches()[0]!.open = true;
    await settle();
    assert.equal(document.activeElement?.textContent, 'Post 7');
    assert.deepEqual(requested, ['/blog/page/3/']);
    const third = batches()[1]!;
    assert.equal(third.open, false, 'folded, behind the next press');
    assert.equal(third.querySelector('summary')?.textContent, 'Load More Articles');
    assert.deepEqual(titles(third), cards(13, 18).map((post) => post.title));
    assert.equal(statusOf(third), 'Showing 18 of 20 articles');
    assert.equal(next()?.getAttribute('href'), '/blog/page/4/');

    third.open = true;
    await settle();
    assert.equal(document.activeElement?.textContent, 'Post 13');
    const fourth = batches()[2]!;
    assert.deepEqual(titles(fourth), ['Post 19', 'Post 20']);
    assert.equal(statusOf(fourth), 'Showing 20 of 20 articles');
    assert.equal(next(), null, 'every card is in the list: no way on is left');

    fourth.open = true;
    await settle();
    assert.deepEqual(requested, ['/blog/page/3/', '/blog/page/4/'], 'nothing more to read');
  });

  it('a press on the way-on link before the next page has arrived waits for it instead of leaving', async () => {
    batches()[0]!.open = true;
    const link = next()!;
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    assert.equal(click.defaultPrevented, true, 'the visitor stays on the list');
    await settle();
    assert.equal(batches()[1]?.open, true, 'and the page opens once it is there');
    assert.equal(window.location.pathname, '/blog/');
  });

  it('follows the plain page when the next page cannot be read', async () => {
    delete pages['/blog/page/3/'];
    batches()[0]!.open = true;
    await settle();
    assert.equal(batches().length, 1, 'nothing folded in');
    const link = next()!;
    link.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle();
    assert.equal(window.location.pathname, '/blog/page/3/');
    pages['/blog/page/3/'] = plainPage(13, 18, 4);
  });
});
