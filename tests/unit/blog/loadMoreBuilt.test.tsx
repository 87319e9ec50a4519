/**
 * Load More on the blog as the build renders it with 20 posts (the site's own and synthetic ones,
 * scripts/syntheticPosts.ts): each press shows exactly the next 6 cards, the last one what is left.
 * The pages are rendered as the build renders them, here in one process of its own, from a copy of
 * the project holding the posts (the content is read from the working folder as its modules load),
 * and the list's script runs on them in happy-dom, reading the plain pages it folds in from that render.
 */
import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { createWindow } from '../../support/dom.ts';
import { copyProject } from '../../support/projectCopy.ts';

const root = process.cwd();
const project = copyProject(root);
after(() => {
  process.chdir(root);
  project.remove();
});
process.chdir(project.dir);
// Imported once in the copy: the modules that read content (the settings among them) take their folders from it as they load.
const { writeSyntheticPosts } = await import('../../../scripts/syntheticPosts.ts');
const ownPosts = readdirSync(path.join(root, 'src/content/posts')).filter((file) => file.endsWith('.md')).length;
writeSyntheticPosts(root, path.join(project.dir, 'src/content/posts'), 20 - ownPosts - 2);

test('on a built blog of 20 posts, each Load More press shows exactly the next 6 cards', async () => {
  // From the copy: the collection is read as its module loads.
  const [{ routes }, { renderRoute }, { planImages }, { registerImages }, { blogCollection }, { BLOG_PAGE_SIZE }, { enhanceLoadMore }, { loadMoreDom }] = await Promise.all([
    import('../../../routes.ts'),
    import('../../../src/build/renderRoute.tsx'),
    import('../../../src/build/images.ts'),
    import('../../../src/components/Picture.tsx'),
    import('../../../src/content/blog/collection.ts'),
    import('../../../src/content/blog/constants.ts'),
    import('../../../src/client/blog/loadMore.ts'),
    import('../../../src/pages/blog/blogDom.ts'),
  ]);
  assert.equal(blogCollection.posts.length, 20, 'the blog has 20 posts');
  registerImages((await planImages('static', '.cache/images')).manifest);
  const assets = { script: '/assets/main.js', font: '/assets/inter.woff2', socialImage: '/assets/social/blog.png', islandFiles: [] };
  const rendered = new Map<string, string>();
  for (const route of routes.filter((candidate) => /^\/blog\/(page\/\d+\/)?$/.test(candidate.path))) {
    rendered.set(route.path, await renderRoute(route, routes, assets, 2026));
  }

  const window = createWindow({ url: 'https://www.halegrowth.example/blog/' });
  after(() => window.happyDOM.close());
  const { document } = window;
  document.write(rendered.get('/blog/')!);
  Object.assign(window, {
    fetch: async (input: string | URL) => {
      const url = new URL(String(input), window.location.href);
      const html = rendered.get(url.pathname);
      return { ok: Boolean(html), status: html ? 200 : 404, url: url.href, text: async () => html ?? '' };
    },
  });
  enhanceLoadMore(document);

  const list = document.querySelector(`[${loadMoreDom.listAttr}]`)!;
  const total = Number(list.getAttribute(loadMoreDom.totalAttr));
  // The cards a visitor sees: those of the first grid and of every opened page.
  const shown = () => [...list.querySelectorAll(`[${loadMoreDom.cardAttr}]`)].filter((card) => !card.closest('details:not([open])')).length;
  const settle = async () => {
    await window.happyDOM.waitUntilComplete();
    await new Promise((resolve) => setTimeout(resolve));
  };
  /** Presses Load More: the summary of the first page still folded. */
  const press = async () => {
    const folded = [...list.querySelectorAll<HTMLDetailsElement>(`details[${loadMoreDom.batchAttr}]`)].find((batch) => !batch.open);
    assert.ok(folded, 'a page of cards waits behind Load More');
    folded.querySelector('summary')!.click();
    await settle();
  };

  assert.equal(total, 19, 'every post but the featured one is a card of the grid');
  assert.equal(shown(), BLOG_PAGE_SIZE);
  const counts = [shown()];
  while (shown() < total) {
    await press();
    counts.push(shown());
  }
  assert.deepEqual(counts, [6, 12, 18, 19]);
  assert.equal(document.querySelector(`[${loadMoreDom.nextAttr}]`), null, 'no Load More once every card shows');
});
