/**
 * A page the owner edits is declared once (src/pages/sitePages.ts), and its route, its editor entry
 * and its preview follow from that: none can be left out, and no other route stands in for a page.
 */
import '../../support/linariaTestMode.ts';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { routeFor, routes } from '../../../routes.ts';
import { backendFromEnv, localBackendUrl } from '../../../src/admin/cmsBackend.ts';
import { cmsConfig } from '../../../src/admin/cmsConfig.ts';
import { previewTemplates } from '../../../src/admin/preview/templates.tsx';
import { planImages } from '../../../src/build/images.ts';
import { registerImages } from '../../../src/components/Picture.tsx';
import type { ContentError } from '../../../src/content/contentIssues.ts';
import { contentDir } from '../../../src/content/contentFolders.ts';
import { contentTokens } from '../../../src/content/contentTokens.ts';
import { notFoundFile } from '../../../src/content/notFound.ts';
import { MAX_PAGE_TITLE } from '../../../src/content/pageSeo.ts';
import { validateContent } from '../../../src/content/validateContent.ts';
import { parseYaml } from '../../../src/content/yaml.ts';
import { sitePage } from '../../../src/pages/sitePage.ts';
import { sitePages } from '../../../src/pages/sitePages.ts';
import { paths } from '../../../src/paths.ts';
import { documentTitle } from '../../../src/seo/meta.ts';

interface Collection {
  name: string;
  folder?: string;
  editor?: { preview: boolean };
  files?: { name: string; label: string; file: string }[];
}

const config = cmsConfig({ backend: backendFromEnv({}), localBackendUrl: localBackendUrl({}), nextPostId: 9 });
const collections = config.collections as readonly Collection[];

describe('a page the owner edits, declared once in src/pages/sitePages.ts', () => {
  // The pages' pictures, as the build's image step plans them (their sizes; nothing is encoded).
  before(async () => registerImages((await planImages('static', '.cache/images')).manifest));

  it('gets its route, with the title, description and kind its declaration and content file give', () => {
    for (const page of sitePages) {
      const route = routeFor(page.path);
      assert.deepEqual([route.kind, route.title, route.description], [page.kind, page.title, page.description], page.name);
    }
  });

  it('is the only way such a page reaches the routes: every route that is not a service, a post, a page made of blocks, a later list page or a redirect is a declared page', () => {
    const collectionKinds = new Set(['service', 'article', 'landing', 'redirect']);
    const laterListPage = (route: (typeof routes)[number]) => route.kind === 'blog' && route.path !== paths.blog;
    const pagePaths = routes.filter((route) => !collectionKinds.has(route.kind) && !laterListPage(route)).map((route) => route.path);
    assert.deepEqual(pagePaths.sort(), sitePages.map((page) => page.path).sort());
  });

  it('refuses a title that would not fit the browser tab with the site name after it, naming the file and field', () => {
    for (const page of sitePages) {
      const written = parseYaml(readFileSync(path.join(contentDir, page.file), 'utf8')) as Record<string, unknown>;
      const withTitle = (title: string) => () => validateContent({ ...written, title }, page.schema, page.file, contentTokens);
      assert.doesNotThrow(withTitle('x'.repeat(MAX_PAGE_TITLE)), page.name);
      assert.throws(withTitle('x'.repeat(MAX_PAGE_TITLE + 1)), (error: ContentError) => error.issues.some((issue) => issue.file === page.file && issue.field === 'title'), page.name);
    }
    assert.equal(documentTitle({ ...routeFor(paths.home), title: 'x'.repeat(MAX_PAGE_TITLE) }).length, 60);
  });

  it('gets its entry in the editor: a page made of blocks as a file of Pages, any other under its label, writing its content file', () => {
    const pagesFolder = collections.find((collection) => collection.name === 'pages')?.folder;
    const documents = collections.find((collection) => collection.name === 'documents');
    for (const page of sitePages) {
      if (`src/content/${page.file}`.startsWith(`${pagesFolder}/`)) continue;
      const entry = documents?.files?.find((file) => file.name === page.name);
      assert.deepEqual([entry?.label, entry?.file], [page.label, `src/content/${page.file}`], page.name);
    }
    assert.deepEqual(
      sitePages.filter((page) => `src/content/${page.file}`.startsWith(`${pagesFolder}/`)).map((page) => page.name),
      ['home', 'about', 'solutions', 'services', 'contact', 'pricing', 'booking'],
      'the pages made of blocks, listed with the owner\'s',
    );
  });

  it('gets a preview that draws it from its content file as written, in the site frame; so does every other entry the editor offers', async () => {
    const templates = await previewTemplates();
    for (const page of sitePages) {
      const madeOfBlocks = page.file.startsWith('pages/');
      const template = templates[madeOfBlocks ? 'pages' : page.name];
      assert.ok(template, `${page.name} has a preview`);
      const markup = renderToStaticMarkup(template(parseYaml(readFileSync(path.join(contentDir, page.file), 'utf8')), `src/content/${page.file}`).page);
      assert.match(markup, /<header[\s\S]*<main[\s\S]*<footer/, `${page.name}: the page in the site's frame`);
    }
    // The site settings have no page to show (the editor is told so); every other entry has its preview.
    const offered = collections.flatMap((collection) =>
      collection.editor?.preview === false ? [] : collection.folder ? [collection.name] : (collection.files ?? []).map((file) => file.name),
    );
    assert.deepEqual(offered.filter((name) => !templates[name]), []);
  });

  it("refuses in the preview, so in Save, a new address for a site's own page, as the build does", async () => {
    const pagesTemplate = (await previewTemplates()).pages!;
    const home = parseYaml(readFileSync(path.join(contentDir, 'pages/home.yml'), 'utf8')) as Record<string, unknown>;
    assert.throws(
      () => pagesTemplate({ ...home, slug: 'welcome' }, 'src/content/pages/home.yml'),
      (error: ContentError) => error.issues.some((issue) => issue.file === 'src/content/pages/home.yml' && issue.field === 'slug' && /one of the site's own pages/.test(issue.reason)),
    );
    assert.doesNotThrow(() => pagesTemplate({ ...home, slug: 'welcome' }), 'a new page of the owner\'s may start from the home page\'s words');
  });

  it('previews the plans, add-ons and questions being edited in Pricing on the pricing page, as its blocks draw them', async () => {
    const data = parseYaml(readFileSync(path.join(contentDir, 'data/pricing.yml'), 'utf8')) as { plans: { price: number }[]; addOns: { name: string }[]; faqs: { question: string }[] };
    data.plans[1]!.price = 12500;
    data.addOns[0]!.name = 'Content Studio';
    data.faqs[0]!.question = 'Can we switch plans halfway through a month?';
    const markup = renderToStaticMarkup((await previewTemplates()).pricing!(data).page);
    for (const edited of ['$12,500', 'Content Studio', 'Can we switch plans halfway through a month?']) assert.ok(markup.includes(edited), `the preview shows ${edited}`);
    assert.ok(!markup.includes('$10,000'), "the plan's old price is gone");
  });

  it('cannot be declared without its component, nor with props its component does not take (tsc checks the declarations below)', () => {
    const refused = () => [
      // @ts-expect-error no component: there would be no page to route to and no preview
      sitePage({ name: 'x', label: 'X', kind: 'company', source: notFoundFile, props: (content) => ({ content }) }),
      // @ts-expect-error the 404 page's component takes its words as `content`
      sitePage({ name: 'x', label: 'X', kind: 'company', source: notFoundFile, component: () => import('../../../src/pages/NotFoundPage.tsx'), props: (content) => ({ words: content }) }),
      // @ts-expect-error a page of its own is not a post, a service or a redirect
      sitePage({ name: 'x', label: 'X', kind: 'article', source: notFoundFile, component: () => import('../../../src/pages/NotFoundPage.tsx'), props: (content) => ({ content }) }),
    ];
    assert.equal(typeof refused, 'function');
  });
});
