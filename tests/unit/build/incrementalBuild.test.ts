import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { backendFromEnv, localBackendUrl } from '../../../src/admin/cmsBackend.ts';
import { IncrementalBuild } from '../../../src/build/incrementalBuild.ts';
import { rendersInOneThread } from '../../../src/build/renderPool.ts';
import { blogCollection } from '../../../src/content/blog/collection.ts';
import { relatedPosts } from '../../../src/content/blog/related.ts';
import { blogUrls } from '../../../src/content/blog/urls.ts';
import { paths } from '../../../src/paths.ts';
import { folderFiles, runBuild } from '../../support/builtFolder.ts';

const root = process.cwd();
const tmp = mkdtempSync(path.join(tmpdir(), 'hale-incremental-'));
// A copy of the content, the posts among it, that the tests edit (CONTENT_DIR, POSTS_DIR).
const content = path.join(tmp, 'content');
const posts = path.join(content, 'posts');
const contentEnv = { CONTENT_DIR: content, POSTS_DIR: posts };
const dist = path.join(tmp, 'dist');
const stateFile = path.join(tmp, 'state', 'state.json');
const editor = { backend: backendFromEnv({}), localBackendUrl: localBackendUrl({}) };
const edited = path.join(posts, 'lead-generation-funnel-high-converting.md');
const urls = blogUrls(paths.blog);

async function build(out: string, extra: string[] = []): Promise<void> {
  assert.equal(await runBuild(['--out', out, '--quiet', ...extra], contentEnv), 0);
}

const files = (dir: string) => new Map([...folderFiles(dir)].map(([file, bytes]) => [file, bytes.toString('latin1')]));
const page = (file: string) => readFileSync(path.join(dist, file), 'utf8');
/** A page's text as read: without the spans that keep a compound on one line. */
const asRead = (html: string) => html.replace(/<\/?span[^>]*>/g, '');
const mtime = (file: string) => statSync(path.join(dist, file)).mtimeMs;

/** dist/ after the rebuilds holds exactly what a full build of the same content writes. */
async function assertFullBuildMatches(): Promise<void> {
  const full = path.join(tmp, 'full');
  rmSync(full, { recursive: true, force: true });
  await build(full);
  const [incremental, expected] = [files(dist), files(full)];
  assert.deepEqual([...incremental.keys()].sort(), [...expected.keys()].sort(), 'the same files as a full build');
  for (const [file, content] of expected) assert.ok(incremental.get(file) === content, `${file} is what a full build writes`);
}

let site: IncrementalBuild;
before(async () => {
  cpSync(path.join(root, 'src', 'content'), content, { recursive: true });
  await build(dist, ['--state', stateFile]);
  // The bundle reads CONTENT_DIR and POSTS_DIR as it loads, as in `npm run dev` started with them.
  Object.assign(process.env, contentEnv);
  site = await IncrementalBuild.open(stateFile, root, dist, editor);
});
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('rebuilding after a saved post', () => {
  it('shows a changed title on its page, in the list, in related cards and the feed, rewrites nothing else, and matches a full build', async () => {
    const untouched = ['pricing/index.html', 'blog/lean-canvas/index.html', 'index.html'].map((file) => [file, mtime(file)] as const);
    writeFileSync(edited, readFileSync(edited, 'utf8').replace('title: "How to Build a High-Converting Lead Gen Funnel"', 'title: "Lead Funnels That Turn Visitors Into Sales-Ready Pipeline"'));
    const result = await site.rebuild([edited]);
    assert.equal(result.kind, 'updated');
    if (result.kind !== 'updated') return;

    // A compound like the old title's (High-Converting), which pages keep on one line (keepCompounds.tsx): the blog pages' styles stay the same, so the save is an update, not a full build.
    const title = 'Lead Funnels That Turn Visitors Into Sales-Ready Pipeline';
    assert.match(asRead(page('blog/lead-generation-funnel-high-converting/index.html')), new RegExp(`<h1[^>]*>${title}`));
    assert.ok(asRead(page('blog/index.html')).includes(title), 'the blog list shows the new title');
    assert.ok(page('rss.xml').includes(`<title><![CDATA[${title}]]></title>`), 'the feed carries the new title');
    const relatedPages = result.rendered.filter((routePath) => routePath.startsWith('/blog/') && routePath !== '/blog/' && !routePath.includes('lead-generation'));
    // Exactly the articles whose related cards list the post (its category and tags are unchanged).
    const editedSlug = path.basename(edited, '.md');
    const articlePaths = new Map(blogCollection.posts.map((post) => [urls.article(post.slug), post]));
    const listingIt = blogCollection.posts
      .filter((post) => post.slug !== editedSlug && relatedPosts(post, blogCollection.posts).some((related) => related.slug === editedSlug))
      .map((post) => urls.article(post.slug));
    assert.deepEqual(relatedPages.filter((routePath) => articlePaths.has(routePath)).sort(), listingIt.sort(), `the articles showing it among related posts: ${result.rendered.join(', ')}`);
    for (const routePath of relatedPages.filter((routePath) => routePath.endsWith('/'))) assert.ok(asRead(page(`${routePath.slice(1)}index.html`)).includes(title), `${routePath} shows the new title in its related cards`);
    for (const [file, before] of untouched) assert.equal(mtime(file), before, `${file} shows nothing of the post and is not rewritten`);
    assert.ok(!result.rendered.includes('/pricing/'));

    await assertFullBuildMatches();
  });

  it('moves a post whose date changed to the top of the list, the featured card and the feed, as a full build would', async () => {
    writeFileSync(edited, readFileSync(edited, 'utf8').replace(/^date: .*$/m, 'date: 2026-01-15'));
    const result = await site.rebuild([edited]);
    assert.equal(result.kind, 'updated');
    assert.ok(result.kind === 'updated' && result.rendered.includes('/blog/'));
    assert.match(asRead(page('blog/index.html')), /aria-label="Featured article"[\s\S]*?Lead Funnels That Turn Visitors Into Sales-Ready Pipeline/);
    await assertFullBuildMatches();
  });

  it("rewrites only the article when a save changes its body: the feed's and the snapshot's bytes are the same", async () => {
    const feedWritten = mtime('rss.xml');
    writeFileSync(edited, `${readFileSync(edited, 'utf8').trimEnd()}\n\nOne more paragraph, for the article alone.\n`);
    const result = await site.rebuild([edited]);
    assert.ok(result.kind === 'updated');
    if (result.kind !== 'updated') return;
    // Dated newest by the test before, the post is also the unknown slug's fallback article.
    assert.deepEqual([...result.written].sort(), ['blog/404.html', 'blog/lead-generation-funnel-high-converting/index.html']);
    assert.ok(page('blog/lead-generation-funnel-high-converting/index.html').includes('One more paragraph, for the article alone.'));
    assert.equal(mtime('rss.xml'), feedWritten);
    await assertFullBuildMatches();
  });

  it('names the file and field of a bad save and leaves dist/ as it was', async () => {
    const before = files(dist);
    const good = readFileSync(edited, 'utf8');
    writeFileSync(edited, good.replace(/^category: .*\n/m, ''));
    try {
      await assert.rejects(site.rebuild([edited]), (error: Error) => error.message.includes('lead-generation-funnel-high-converting.md') && /category/.test(error.message));
      assert.deepEqual(files(dist), before);
    } finally {
      writeFileSync(edited, good);
    }
  });

  it('shows a new post on its page, featured on the list, in the feed and on the list page the grid moved a card to, and takes it away again', async () => {
    const slug = 'pipeline-reviews-that-move-deals';
    const title = 'Pipeline Reviews That Move Deals';
    const added = path.join(posts, `${slug}.md`);
    writeFileSync(added, readFileSync(edited, 'utf8').replace(/^id: .*$/m, 'id: 901').replace(/^slug: .*$/m, `slug: ${slug}`).replace(/^title: .*$/m, `title: "${title}"`).replace(/^date: .*$/m, 'date: 2026-02-01'));
    const result = await site.rebuild([added]);
    assert.ok(result.kind === 'updated', JSON.stringify(result));
    assert.match(page(`blog/${slug}/index.html`), new RegExp(`<h1[^>]*>${title}`));
    assert.match(page('blog/index.html'), new RegExp(`aria-label="Featured article"[\\s\\S]*?${title}`));
    assert.ok(page('rss.xml').includes(`<title><![CDATA[${title}]]></title>`));
    assert.ok(result.rendered.includes(urls.page(2)), 'the second list page, whose cards moved along');
    await assertFullBuildMatches();

    rmSync(added);
    const removed = await site.rebuild([added]);
    assert.ok(removed.kind === 'updated' && removed.removed.includes(`blog/${slug}/index.html`), 'its page is removed');
    assert.ok(!page('blog/index.html').includes(title) && !page('rss.xml').includes(title), 'and neither the list nor the feed shows it');
  });

  it('opens where the last one stopped, finding dist/ up to date: nothing is written', async () => {
    const written = new Map([...folderFiles(dist).keys()].map((file) => [file, mtime(file)]));
    await IncrementalBuild.open(site.currentState, root, dist, editor);
    assert.deepEqual(new Map([...folderFiles(dist).keys()].map((file) => [file, mtime(file)])), written);
  });

});

describe('rebuilding after a saved page or settings file, read as the site loads', () => {
  const routeCount = () => site.currentState.routes.length;

  it('renders every page again when the phone changes in the settings, without a full build, as a full build would', async () => {
    const settings = path.join(content, 'data', 'site.yml');
    writeFileSync(settings, readFileSync(settings, 'utf8').replace(/^phone: .*$/m, 'phone: "+1 (812) 555-0199"'));
    const result = await site.rebuild([settings]);
    assert.ok(result.kind === 'updated', `rebuilt in the worker, not: ${JSON.stringify(result)}`);
    assert.equal(result.rendered.length, routeCount(), 'every page renders again');
    for (const file of ['index.html', 'contact-us/index.html', 'blog/lean-canvas/index.html']) assert.ok(page(file).includes('href="tel:+18125550199"'), `${file} calls the new number`);
    await assertFullBuildMatches();
  });

  it("hands a change of the analytics settings to a full build: the browser script and the host's forwarding are built from them", async () => {
    const settings = path.join(content, 'data', 'site.yml');
    const saved = readFileSync(settings, 'utf8');
    writeFileSync(settings, saved.replace(/^( {2}enabled: )false$/m, '$1true'));
    try {
      const result = await site.rebuild([settings]);
      assert.deepEqual(result, { kind: 'full', reason: 'The analytics settings changed, which the browser script and the host files are built with' });
    } finally {
      writeFileSync(settings, saved);
    }
  });

  it('lists a new service file in every menu, beside its own page, and takes it away again when the file is removed', async () => {
    const added = path.join(content, 'services', 'partner-programs.yml');
    const crm = readFileSync(path.join(content, 'services', 'crm.yml'), 'utf8');
    writeFileSync(added, crm.replace(/^slug: .*$/m, 'slug: partner-programs').replace(/^menuLabel: .*$/m, 'menuLabel: Partner Programs').replace(/^position: .*$/m, 'position: 115'));
    const result = await site.rebuild([added]);
    assert.ok(result.kind === 'updated' && result.rendered.length === routeCount(), 'every page renders again, the new one among them');
    assert.match(page('services/partner-programs/index.html'), /<h1/);
    for (const file of ['index.html', 'pricing/index.html', 'services/crm/index.html']) assert.match(page(file), /<a[^>]*href="\/services\/partner-programs\/"[^>]*>Partner Programs<\/a>/, `${file} lists the new service`);

    rmSync(added);
    const removed = await site.rebuild([added]);
    assert.ok(removed.kind === 'updated' && removed.removed.includes('services/partner-programs/index.html'), 'its page is removed');
    assert.ok(!page('index.html').includes('/services/partner-programs/'), 'and no menu lists it');
    await assertFullBuildMatches();
  });

  it('hands a site too large to render in one thread to a full build, whose render uses every core', () => {
    assert.equal(rendersInOneThread(routeCount(), 2), true);
    assert.equal(rendersInOneThread(400, 2), false);
    assert.equal(rendersInOneThread(10_000, 1), true, 'one core renders in one thread whatever the size');
  });
});
