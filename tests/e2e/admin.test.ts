/**
 * The owner's editor, end to end, as `npm run cms` runs it: Decap CMS at /admin/ in Chromium, its
 * local backend (decap-server) writing the files of a throwaway copy of the project, and the dev
 * server rebuilding the site after each save. Creates a post, changes the home headline, a figure
 * on a service page and a privacy-policy section, creates a service and
 * renames it (its old address then answers 301), creates a page of six blocks (then keeps it out of
 * search engines), edits a price and the phone, and watches the preview pane draw each entry as the
 * site does; checks the
 * files written and the rebuilt pages, and that bad edits are refused by the editor (a link to a page
 * the site does not have, at Save) or stop the build with a message naming the file and field while
 * the last good site stays up.
 */
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { postCategories } from '../../src/content/blog/categories.ts';
import { loadDataFile } from '../../src/content/dataFile.ts';
import { readFrontMatter } from '../../src/content/blog/frontMatter.ts';
import { pricingDataFile, pricingDataSchema } from '../../src/content/pricing.ts';
import { siteDataFile, siteDataSchema, siteUrl } from '../../src/site.ts';
import { stegaMark } from '../../src/content/stega.ts';
import { choicesHeld, clickEachText, isHeld, reachedItsField, textsHeld } from '../support/previewClicks.ts';
import { eventually, field as fieldOf, openEntry, previewPane, publish as publishOn, publishReady, saveDraft, setStatus, startEditor, type EditorSession } from '../support/editorSession.ts';
import { parseYaml } from '../../src/content/yaml.ts';
import { blockStack } from '../../src/blocks/library.ts';
import { backendFromEnv, localBackendUrl } from '../../src/admin/cmsBackend.ts';
import { cmsConfig } from '../../src/admin/cmsConfig.ts';
import type { MarkedField } from '../../src/admin/preview/clickToEditMarks.ts';
import { contentTokens } from '../../src/content/contentTokens.ts';
import { paths, servicePath } from '../../src/paths.ts';

const post = {
  slug: 'pipeline-review-checklist',
  title: 'The Pipeline Review Checklist',
  excerpt: 'Ten questions to ask in every weekly pipeline review, so forecasts stop slipping and deals stop stalling quietly.',
  category: 'Sales Strategy',
  /** As an owner in the US types it into the date field (Chromium's en-US), and as the file must hold it. */
  typedDate: '11/29/2026',
  date: '2026-11-29',
  readTime: '5 min read',
  imageAlt: 'A checklist beside a rising sales pipeline chart',
  tags: ['planning', 'Q2', 'revenue'],
  body: 'Most pipeline reviews are status meetings in disguise.',
};
const newPrice = 12500;
/** A moment far ahead, in the form the editor writes it. */
const scheduledAt = '2031-03-02T09:00+01:00';
const newPhone = '+1 (812) 555-0199';

const headline = 'Grow revenue with one accountable leader';
const crmFigure = '97%';
/** The home page as published: the title its list entry shows and its headline. */
const home = parseYaml(readFileSync('src/content/pages/home.yml', 'utf8')) as { title: string; blocks: { title: string }[] };
const [homeTitle, homeHeadline] = [home.title, home.blocks[0]!.title];
/** The CRM service's headline: the summary its top (its first block, folded in the list) shows. */
const crmHeadline = 'CRM integration that gives sales and marketing one source of truth';
const privacyHeading = 'Services We Rely On';
const renamedService = 'partner-program-services';
const newService = { slug: 'partner-programs', menuLabel: 'Partner Programs', position: '115', title: 'Partner Program Services', headline: 'Partner programs that add a second pipeline' };
const newPage = {
  slug: 'pipeline-webinar',
  title: 'Webinar: Fix Your Pipeline',
  description: 'A free 45-minute webinar on finding where your B2B pipeline leaks, with the three fixes that move it first.',
  menuLabel: 'Webinar',
  headline: 'Fix your pipeline in 45 minutes',
  quote: 'The clearest hour we have spent on our funnel this year.',
};

let session: EditorSession;
let page: Page;
const coverDir = mkdtempSync(path.join(tmpdir(), 'hale-upload-'));
const screenshotDir = path.resolve('.cache', 'screenshots');
const draftBranch = `cms/posts/${post.slug}`;

const file = (relative: string) => session.file(relative);
const postFile = () => file(`src/content/posts/${post.slug}.md`);
const served = (pathname: string) => session.served(pathname);
const output = () => session.output();
/** A content file of the project copy, parsed (a file read mid-write throws, which eventually() retries). */
const yamlOf = (relative: string) => parseYaml(readFileSync(file(`src/content/${relative}`), 'utf8')) as Record<string, any>;

before(async () => {
  // The site as built the day after the post's date, whatever day the test runs: a post dated in the future would be held back.
  // A laptop's window: Decap gives the preview half of it.
  session = await startEditor({
    buildAt: '2026-11-30T09:00-05:00',
    viewport: { width: 1440, height: 900 },
    // A page scheduled in an earlier session, as the editor would have published it.
    arrange: (file) => {
      const scheduled = readFileSync(file('src/content/pages/revenue-engine-review.yml'), 'utf8')
        .replace('slug: revenue-engine-review', `slug: spring-revenue-review\npublishAt: '${scheduledAt}'`)
        .replace('title: Free Revenue Engine Review', 'title: Spring Revenue Review');
      writeFileSync(file('src/content/pages/spring-revenue-review.yml'), scheduled);
    },
  });
  page = session.page;
});

// What npm run cms printed (decap-server's errors, the builds) is the first clue to a failed step.
afterEach((t) => {
  if ('passed' in t && !t.passed && session) console.log(`npm run cms printed, last 4,000 characters:\n${session.output().slice(-4000)}`);
});

after(async () => {
  await session?.close();
  rmSync(coverDir, { recursive: true, force: true });
});

const field = (label: string) => fieldOf(page, label);

/** The editor's fields of an entry: a folder collection's, or a file entry's. */
function editorFieldsOf(collection: string, entry: string): MarkedField[] {
  type Collection = { name: string; fields?: MarkedField[]; files?: readonly { name: string; fields: MarkedField[] }[] };
  const config = cmsConfig({ backend: backendFromEnv({}), localBackendUrl: localBackendUrl({}), nextPostId: 1 });
  const found = (config.collections as readonly Collection[]).find((candidate) => candidate.name === collection);
  return found?.fields ?? found?.files?.find((candidate) => candidate.name === entry)?.fields ?? [];
}
const publish = (outcome?: 'saved' | 'refused') => publishOn(page, outcome);

/** A collection's list, from wherever the editor is (an entry's page has no sidebar). */
async function openCollection(name: 'posts' | 'settings' | 'pricing'): Promise<void> {
  await page.goto(`${session.siteOrigin}/admin/#/collections/${name}`);
}

/** The text of the first element matching `selector` in the preview pane, once it reads `expected`. */
// Click-to-edit marks each text with its field's path in invisible characters: compared as the visitor reads it.
const stegaMarks = new RegExp(stegaMark.source, 'gu');

async function previewShows(selector: string, expected: string | RegExp): Promise<void> {
  const matches = (text: string) => (typeof expected === 'string' ? text.includes(expected) : expected.test(text));
  let seen: string[] = [];
  await eventually(`the preview pane to show ${String(expected)} in ${selector}`, async () => {
    const shown = previewPane(page).locator(`${selector}, [data-preview-error]`);
    // Text as drawn, and as written for blocks far down that the page leaves undrawn until scrolled to (content-visibility).
    seen = [...(await shown.allInnerTexts()), ...(await shown.allTextContents())].map((text) => text.replace(stegaMarks, ''));
    return seen.some(matches);
  }, 30_000).catch((error: Error) => {
    throw new Error(`${error.message}; it shows: ${JSON.stringify(seen.map((text) => text.slice(0, 300)))}`);
  });
}

describe('the editor at /admin/ with the local backend', () => {
  it('signs in to the local backend and lists the collections, every page and the services among them, under its policy with no violation', async () => {
    const response = await page.goto(`${session.siteOrigin}/admin/`, { waitUntil: 'load' });
    assert.match(response?.headers()['content-security-policy'] ?? '', new RegExp(`connect-src 'self' blob: http://127\\.0\\.0\\.1:${session.ports.backend}`));
    await page.getByRole('button', { name: 'Login' }).click();
    for (const name of ['Blog posts', 'Site settings', 'Pricing', 'Pages', 'Services', 'Blog, legal pages and site-wide words', 'Dedicated articles']) {
      await page.getByRole('link', { name, exact: true }).waitFor();
    }
  });

  it("speaks the owner's words at a laptop's width: lists give each entry's address and a scheduled entry's moment, the site's own pages beside the owner's, the preview draws the desktop layout with nothing of the editor over it, the add menu is in view, View Live opens the entry's page, and only the owner's pages can be deleted", async () => {
    await page.goto(`${session.siteOrigin}/admin/#/collections/services`);
    await page.getByText('CRM Integration · /services/crm/', { exact: true }).waitFor();
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'editor-services-list-1440.png') });
    await openCollection('posts');
    await page.getByText(/^Fractional CMO Services: The Complete Guide · \/blog\/fractional-cmo-services-complete-guide\/ · \d{1,2} \w{3} \d{4}$/).waitFor();
    await page.goto(`${session.siteOrigin}/admin/#/collections/pages`);
    await page.getByText(`Spring Revenue Review · /spring-revenue-review/ · scheduled for ${scheduledAt.slice(0, 10)}`, { exact: true }).waitFor();
    await page.getByText('Free Revenue Engine Review · /revenue-engine-review/', { exact: true }).waitFor();
    await page.getByText(`${homeTitle} · the site’s own page`, { exact: true }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'editor-pages-list-1440.png') });

    await page.getByText('Free Revenue Engine Review · /revenue-engine-review/', { exact: true }).click();
    await previewShows('main h1', 'Find where your revenue engine leaks');
    const pane = previewPane(page);
    // The desktop layout: the header's navigation, not the phone's Menu button.
    await pane.locator('header nav').first().waitFor({ state: 'visible' });
    // The site's stylesheet can reach a first preview after its markup (here while the site rebuilds): the Menu button goes once it applies.
    await pane.locator('header button', { hasText: /Menu/ }).waitFor({ state: 'hidden', timeout: 15_000 });
    const header = await pane.locator('header').first().boundingBox();
    assert.ok(header, "the preview's header is drawn");
    for (const control of await page.locator('button[title]').all()) {
      const box = await control.boundingBox();
      if (!box) continue;
      const overlaps: boolean = box.x < header.x + header.width && header.x < box.x + box.width && box.y < header.y + header.height && header.y < box.y + box.height;
      assert.equal(overlaps, false, `the editor's "${await control.getAttribute('title')}" button lies over the preview's header`);
    }
    assert.equal(await page.getByRole('link', { name: 'View Live' }).getAttribute('href'), `${siteUrl}/revenue-engine-review/`);
    await page.getByRole('button', { name: 'Delete published entry', exact: true }).waitFor();
    // The fields only the owner's pages have: shown here, hidden on the site's own pages (below).
    const ownersOnly = ['URL name (optional)', 'In the menus (optional)', 'Keep out of search engines (optional)', 'Pages that link here (optional)'];
    // By their labels' words: the menus, the switch and the list of linking pages are no text boxes.
    const labelled = (label: string) => page.locator('label').getByText(label, { exact: true });
    for (const label of ownersOnly) await labelled(label).waitFor();
    assert.equal(await page.getByRole('note').count(), 0, "a page of the owner's carries no note against deleting it");

    // Every kind of block offered, whole, within the form's pane and the window.
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    const kinds = page.getByRole('menuitem');
    await kinds.first().waitFor();
    const formPane = await page.locator('.Pane1').boundingBox();
    assert.ok(formPane, "the form's pane");
    const offered = await kinds.all();
    assert.equal(offered.length, blockStack.element.options.length, "the library's every kind, the tops of the page among them");
    for (const kind of offered) {
      // A menu taller than the window scrolls within itself.
      await kind.scrollIntoViewIfNeeded();
      const box = await kind.boundingBox();
      const name = await kind.innerText();
      assert.ok(box, name);
      assert.ok(box.x >= formPane.x && box.x + box.width <= formPane.x + formPane.width, `"${name}" lies whole within the form's pane`);
      assert.ok(box.y >= 0 && box.y + box.height <= 900, `"${name}" lies whole within the window`);
    }
    await page.screenshot({ path: path.join(screenshotDir, 'editor-add-block-and-preview-1440.png') });
    await page.keyboard.press('Escape');

    // The home page, in the same list: the owner may change it, but neither delete it nor move it.
    await openEntry(session, 'pages', 'home');
    await previewShows('main h1', homeHeadline);
    await page.getByRole('note').getByText("This is one of the site's own pages, at /: you can change everything on it, but not delete it or move it.").waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'editor-own-page-1440.png') });
    assert.equal(await page.getByRole('button', { name: /^Delete/ }).count(), 0, 'the home page offers no Delete');
    for (const label of ownersOnly) assert.equal(await labelled(label).isVisible(), false, `the home page has no ${label}`);
    await eventually('View Live at the home page', async () => (await page.getByRole('link', { name: 'View Live' }).getAttribute('href')) === `${siteUrl}/`);

    // Icons are offered with their pictures, in words: the owner opens the card's icon and picks another.
    await openEntry(session, 'services', 'crm');
    const icon = page.locator('details summary', { hasText: 'Database (choose another)' }).first();
    await icon.click();
    const handshake = page.getByRole('radio', { name: 'Handshake', exact: true }).first();
    assert.equal(await page.locator('label', { has: handshake }).locator('svg').count(), 1, 'each icon is offered with its picture');
    await page.locator('label', { has: handshake }).click();
    await page.locator('details summary', { hasText: 'Handshake (choose another)' }).first().waitFor();
    assert.equal(await page.locator('details summary', { hasText: 'Handshake (choose another)' }).first().locator('svg').count(), 1, 'the chosen icon is drawn beside its name');
    // The owner leaves the change unsaved; the next step starts from a fresh load, as openEntry() does (a form opened before can leak into it).
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('about:blank');
  });

  it("opens a published entry by its address after another entry, before the editor has listed its collection, with its View Live link and no error note", async () => {
    // From a fresh load (the page is blank): the first entry of a load is drawn once loaded.
    await openEntry(session, 'pages', 'home');
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    // Decap's error notes, every one from now on: a note goes after 8 s, which a slow step could outlast.
    await page.evaluate(() => {
      const notes: Element[] = ((window as unknown as { errorNotes: Element[] }).errorNotes = []);
      new MutationObserver(() => notes.push(...[...document.querySelectorAll('.Toastify__toast--error')].filter((note) => !notes.includes(note)))).observe(document.body, { childList: true, subtree: true });
    });
    let listed = 'pages';
    // Each from the list of the one before, a collection of folders and two of files, none of them listed yet in this load.
    for (const [collection, entry, address] of [
      ['services', 'crm', servicePath('crm')],
      ['documents', 'privacy-policy', paths.privacy],
      ['pricing', 'pricing', paths.pricing],
    ] as const) {
      await page.goto(`${session.siteOrigin}/admin/#/collections/${listed}`);
      await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ state: 'detached' });
      await page.goto(`${session.siteOrigin}/admin/#/collections/${collection}/entries/${entry}`);
      await eventually(`View Live at ${address}`, async () => (await page.getByRole('link', { name: 'View Live' }).getAttribute('href', { timeout: 1_000 }).catch(() => null)) === `${siteUrl}${address}`);
      const errorNotes = await page.evaluate(() => (window as unknown as { errorNotes: Element[] }).errorNotes.map((note) => note.textContent));
      assert.deepEqual(errorNotes, [], `${collection}/${entry} opened with no error note`);
      listed = collection;
    }
    // The next step creates a post in a fresh load (a form opened before can leak into it: under load, its save found a field empty).
    await page.goto('about:blank');
  });

  it('creates a post with a cover image as a draft: a branch of its own holds the Markdown file and the image, main and the served site are unchanged, and the workflow board shows it under Drafts', async () => {
    const mainBefore = session.git('rev-parse', 'main');
    await openCollection('posts');
    await page.getByRole('link', { name: /Blog post$/ }).click();
    await field('URL name').fill(post.slug);
    await field('Title').fill(post.title);
    await field('Excerpt').fill(post.excerpt);
    await field('Category').fill(post.category);
    await page.keyboard.press('Enter');
    // Typed, as a person types: the field takes the day in the owner's own order (month/day/year here).
    await field('Publication date').focus();
    await page.keyboard.type(post.typedDate);
    await field('Read time').fill(post.readTime);
    await page.getByRole('button', { name: 'Choose an image' }).click();
    await page.locator('input[type="file"]').setInputFiles(copyCover(path.join(coverDir, `${post.slug}.jpg`)));
    await page.getByRole('button', { name: 'Choose selected' }).click();
    await field('Cover image description').fill(post.imageAlt);
    for (const tag of post.tags) {
      await page.getByRole('button', { name: 'Add tag' }).click();
      await page.getByLabel('Tag', { exact: true }).last().click();
      await page.keyboard.type(tag);
    }
    await page.locator('[data-slate-editor="true"]').click();
    await page.keyboard.insertText(post.body);
    await saveDraft(page);

    const { data, content } = readFrontMatter(session.git('show', `${draftBranch}:src/content/posts/${post.slug}.md`));
    assert.deepEqual(
      data,
      {
        id: 9,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        category: post.category,
        author: 'Morgan Hale',
        date: post.date,
        readTime: post.readTime,
        image: `/images/blog/${post.slug}.jpg`,
        imageAlt: post.imageAlt,
        tags: post.tags,
        views: '0',
        likes: '0',
      },
    );
    assert.equal(content.trim(), post.body);
    assert.doesNotThrow(() => session.git('cat-file', '-e', `${draftBranch}:static/images/blog/${post.slug}.jpg`), 'the cover is uploaded on the draft\'s branch');
    assert.equal(session.git('config', `branch.${draftBranch}.description`), 'decap-cms/draft');

    await page.goto(`${session.siteOrigin}/admin/#/workflow`);
    const drafts = page.locator('h2', { hasText: /^Drafts/ }).locator('xpath=..');
    await drafts.getByText(post.title).waitFor({ timeout: 60_000 });
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'editor-workflow-board-1280.png') });

    assert.equal(session.git('rev-parse', 'main'), mainBefore, 'main has no new commit');
    assert.equal(session.git('symbolic-ref', '--short', 'HEAD'), 'main', 'the working tree is back on main');
    assert.equal(session.git('status', '--porcelain'), '', 'and holds nothing of the draft');
    // The dev server holds its rebuilds while the backend has the draft's branch out, and skips files back as they were.
    assert.doesNotMatch(output(), new RegExp(`Changed: [^\\n]*src/content/posts/${post.slug}\\.md`), 'the draft never set off a rebuild');
    assert.equal((await served(`/blog/${post.slug}/`)).status, 404, 'the draft is not on the site');
    assert.ok(!(await served('/blog/')).html.includes(post.title), 'nor in the blog list');
  });

  it("takes a time beside the post's date, on the site's clocks: the draft holds the day, the time and Indiana's offset that day, and the form shows them again", async () => {
    await openEntry(session, 'posts', post.slug);
    const time = page.getByLabel(/^Time \(optional/);
    await time.focus();
    await page.keyboard.type('0930AM');
    // The day typed again after the time: its year passes through 0002, 0020 and 0202 with a time beside it.
    await field('Publication date').focus();
    await page.keyboard.type(post.typedDate);
    await saveDraft(page);
    assert.match(session.git('show', `${draftBranch}:src/content/posts/${post.slug}.md`), /^date: ["']?2026-11-29T09:30-05:00["']?$/m);
    await openEntry(session, 'posts', post.slug, { reload: true });
    assert.deepEqual([await field('Publication date').inputValue(), await time.inputValue()], [post.date, '09:30']);
  });

  it('moved to Ready and published, the post is merged into main, and the rebuilt site shows it at its address and in the list', async () => {
    await openEntry(session, 'posts', post.slug);
    await setStatus(page, 'In review');
    assert.equal(session.git('config', `branch.${draftBranch}.description`), 'decap-cms/pending_review');
    await setStatus(page, 'Ready');
    await publishReady(page);
    assert.equal(session.git('branch', '--list', draftBranch), '', 'the draft\'s branch is merged and gone');
    assert.match(session.git('show', `main:src/content/posts/${post.slug}.md`), new RegExp(`title: ${post.title}`));
    const article = await eventually('the new post page', async () => {
      const page = await served(`/blog/${post.slug}/`);
      return page.status === 200 && page.html;
    });
    assert.match(article, new RegExp(`<h1[^>]*>${post.title}</h1>`));
    assert.match(article, new RegExp(`src="/images/blog/[^"]*${post.slug}`));
    assert.match((await served('/blog/')).html, new RegExp(`href="/blog/${post.slug}/"`));
  });

  it('changes the home headline: the preview draws the home page with the site\'s stylesheet as the owner types, names a refused value in place of the page, home.yml holds the new headline, and a click on a paragraph of the preview puts the cursor in its field', async () => {
    // A fresh load, as the owner's first visit: after a move between entries, the click on the preview
    // once did not reach its field (one run in six), which the owner's reload would mend; not yet understood.
    await openEntry(session, 'pages', 'home', { reload: true });
    // The home page is a stack of blocks, each folded under its title: the top of the page unfolded.
    await unfoldListItem('Scale your business with us');
    const input = field('Headline');
    assert.equal(await input.inputValue(), 'Scale your business with us');
    await previewShows('main h1', 'Scale your business with us');
    // The site's own stylesheet: the headline is drawn at the hero's size, not the browser's default 2em.
    const size = await previewPane(page).locator('main h1').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    assert.ok(size > 40, `the hero headline's font size in the pane: ${size}px`);

    await input.fill('');
    // What the build would say, in place of the page: the file, the field and the schema's reason.
    // Named as the form labels it, with what to do: no file or field path.
    await previewShows('[data-preview-error]', /Block 1: Top of the page with an illustration \(headline\) › Headline: (must be at least 5 characters|is empty: fill it in)/);

    await input.fill(headline);
    await previewShows('main h1', headline);
    await publish();
    await eventually('the new headline in home.yml', () => yamlOf('pages/home.yml').blocks[0].title === headline);

    // Click to edit: a paragraph clicked in the preview (its figure in braces filled in) puts the cursor in its field.
    // The preview is drawn again once the entry is published: the click is given to the page drawn from
    // the published entry, and given again, as the owner would, if it met the page being replaced.
    await previewShows('main h1', headline);
    const paragraph = previewPane(page).locator('main p', { hasText: /first results within \d+ days/ }).first();
    const inItsField = () => field('Introduction under the headline').evaluate((element) => element === document.activeElement);
    for (let clicks = 1; ; clicks += 1) {
      await paragraph.click();
      const reached = await eventually("the cursor in the paragraph's field", inItsField, 10_000).then(() => true, () => false);
      if (reached) break;
      assert.ok(clicks < 3, "three clicks on the paragraph in the preview, and the cursor never reached its field");
    }
  });

  it("click to edit: each text of the preview drawn from the entry puts the cursor in its own field, unfolded and in view, on the home page, a service, a page made of blocks and a post; a text from elsewhere (the menus, the settings' figures, the site's own words) does nothing", async () => {
    const entries = [
      { collection: 'pages', entry: 'home', file: 'src/content/pages/home.yml' },
      { collection: 'services', entry: 'crm', file: 'src/content/services/crm.yml' },
      { collection: 'pages', entry: 'revenue-engine-review', file: 'src/content/pages/revenue-engine-review.yml' },
      // The post's related posts are other entries' (their read times may read as this one's): clicked below with the menus.
      { collection: 'posts', entry: 'lead-generation-funnel-high-converting', file: 'src/content/posts/lead-generation-funnel-high-converting.md', scope: 'main > :not(#article-related)' },
    ];
    for (const { collection, entry, file: entryFile, scope = 'main' } of entries) {
      await openEntry(session, collection, entry);
      await previewPane(page).locator('main h1').waitFor();
      const source = readFileSync(file(entryFile), 'utf8');
      const data = entryFile.endsWith('.md') ? (({ data: front, content }) => ({ ...front, body: content }))(readFrontMatter(source)) : parseYaml(source);
      const held = textsHeld(data, editorFieldsOf(collection, entry), contentTokens);
      const choices = choicesHeld(data, editorFieldsOf(collection, entry));
      if (entry === 'home') await page.screenshot({ path: path.join(screenshotDir, 'editor-home-preview-1440.png') });
      const clicks = await clickEachText(page, scope);
      const problems = clicks.flatMap(({ text: read, element, focused, outlined }) => {
        const text = `"${read}" (${element})`;
        // A value chosen from a list (the post's category) is changed in its field, not by a click on the page.
        if (!focused && !outlined && choices.includes(read)) return [];
        if (!focused) return [...(isHeld(read, held) ? [`${text} is the entry's, and a click on it put the cursor nowhere`] : []), ...(outlined ? [`${text} looked clickable and was not`] : [])];
        if (!reachedItsField(read, focused.value, contentTokens)) return [`${text} put the cursor in a field holding "${focused.value.slice(0, 120)}"`];
        return [...(focused.inView ? [] : [`${text} put the cursor in its field out of sight`]), ...(outlined ? [] : [`${text} did not look clickable under the pointer`])];
      });
      assert.deepEqual(problems, [], `${collection}/${entry}: ${clicks.length} texts clicked`);
      assert.ok(held.length > 0 && clicks.some((click) => click.focused), `${collection}/${entry}: no text reached a field`);
    }
    // The menus and the footer around a page, and a post's related posts, are drawn from other files (the shared words, the settings, other posts).
    const elsewhere = await clickEachText(page, 'header:not(main header), footer:not(main footer), #article-related');
    assert.ok(elsewhere.length > 10, `${elsewhere.length} texts in the menus, the footer and the related posts`);
    assert.deepEqual(elsewhere.filter(({ focused, outlined }) => focused || outlined), [], 'a text of the menus, the footer or the related posts looked clickable or put the cursor in a field');
    assert.equal(page.context().pages().length, 1, "no click on a link of the preview opened the live site's page in a new tab");
  });

  /** Unfolds a folded list item by its chevron: Decap shows the item's summary under its top bar, and only the bar's first button toggles it. */
  async function unfoldListItem(summary: string): Promise<void> {
    const label = page.getByText(summary, { exact: true });
    await label.locator('xpath=preceding-sibling::*[1]').getByRole('button').first().click();
    await label.waitFor({ state: 'hidden' });
  }

  it('changes a figure on a service page: the preview shows it, and crm.yml holds it', async () => {
    await openEntry(session, 'services', 'crm');
    await previewShows('main', '95%');
    // Opens the top, the first block, then the first of its figures, each folded under its summary; each figure has a field of that name.
    await unfoldListItem(crmHeadline);
    await unfoldListItem('95% Client satisfaction');
    const figure = field('Figure, such as 300%+').first();
    assert.equal(await figure.inputValue(), '95%');
    await figure.fill(crmFigure);
    await previewShows('main', `Client satisfaction\n${crmFigure}`);
    await publish();
    await eventually('the new figure in crm.yml', () => yamlOf('services/crm.yml').blocks[0].metrics[0].value === crmFigure);
  });

  it('changes a section of the privacy policy: the preview shows the new heading, and privacy-policy.yml holds it', async () => {
    await openEntry(session, 'documents', 'privacy-policy');
    // Opens the third section, folded under its heading; each section has a Heading field.
    await unfoldListItem('Third-Party Services');
    const heading = field('Heading').nth(2);
    assert.equal(await heading.inputValue(), 'Third-Party Services');
    await heading.fill(privacyHeading);
    await previewShows('main h2', privacyHeading);
    await publish();
    await eventually('the new heading in privacy-policy.yml', () => yamlOf('documents/privacy-policy.yml').sections[2].heading === privacyHeading);
  });

  it('creates a service from a copy of CRM: its file, and the preview lists it in the menus', async () => {
    await openEntry(session, 'services', 'crm', { reload: true });
    await page.getByRole('button', { name: 'Published', exact: true }).click();
    await page.getByRole('menu').getByText('Duplicate', { exact: true }).click();
    await page.waitForURL((url) => url.hash.includes('/new'));
    await field('URL name').fill(newService.slug);
    await field('Name in the menus').fill(newService.menuLabel);
    await field('Place in the menus').fill(newService.position);
    await field('Title in the browser tab and search results').fill(newService.title);
    await unfoldListItem(crmHeadline);
    await field('Headline').fill(newService.headline);
    await previewShows('main h1', newService.headline);
    assert.equal(await previewPane(page).locator(`header a[href="/services/${newService.slug}/"]`).count(), 1, 'the header of the preview lists the new service in its Services menu');
    await publish();
    const written = await eventually('the new service file', () => existsSync(file(`src/content/services/${newService.slug}.yml`)) && yamlOf(`services/${newService.slug}.yml`));
    assert.deepEqual(
      { slug: written.slug, menuLabel: written.menuLabel, position: written.position, title: written.title, headline: written.blocks[0].title },
      { slug: newService.slug, menuLabel: newService.menuLabel, position: Number(newService.position), title: newService.title, headline: newService.headline },
    );
  });

  /** Adds a block of the kind labelled `kind` at the end of the page's blocks; its fields are then the last of their labels. */
  async function addBlock(kind: string): Promise<void> {
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
  }

  /** Fills the last field labelled `label` (the one of the block or item added last). */
  const fillLast = (label: string, value: string) => field(label).last().fill(value);

  /** The headings of a page as written in its HTML, in order. */
  const headingsIn = (html: string) => [...html.matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, level, text]) => `h${level} ${(text ?? '').replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').trim()}`);

  it('creates a page of six blocks at its own address: the preview is the real page in the menus chosen, and once saved it is served there, in the header and the sitemap', async () => {
    await openEntry(session, 'pages');
    await field('URL name (optional)').fill(newPage.slug);
    await field('Title in the browser tab and search results').fill(newPage.title);
    await field('Description for search results').fill(newPage.description);
    await field('In the menus (optional)').fill('In the top menu');
    await page.keyboard.press('Enter');
    await field('Name in the menu (optional)').fill(newPage.menuLabel);

    await addBlock('Top of the page (headline)');
    await fillLast('Small label over the title', 'Free webinar');
    await fillLast('Headline', newPage.headline);
    await fillLast('Introduction under the headline', 'Bring your funnel numbers: we trace where deals stall and leave you with the first three fixes.');
    await addBlock('Pricing plans');
    await fillLast('Anchor of the section', 'plans');
    await fillLast('Title', 'Plans if you want help afterwards');
    await addBlock('Quote from a client');
    await fillLast('Anchor of the section', 'what-clients-say');
    await fillLast('Title', 'What attendees say');
    await fillLast('Quote', newPage.quote);
    await fillLast('Who said it, such as "CEO, B2B software company"', 'VP of Sales, B2B services company');
    await addBlock('Questions and answers');
    await fillLast('Anchor of the section', 'questions');
    await fillLast('Title', 'Before you sign up');
    await page.getByRole('button', { name: 'Add question', exact: true }).click();
    await fillLast('Question', 'Is the webinar recorded?');
    await fillLast('Answer', 'Yes: everyone who signs up receives the recording the next day.');
    await addBlock('Cards');
    await fillLast('Anchor of the section', 'what-you-learn');
    await fillLast('Title', 'What you will learn');
    await page.getByRole('button', { name: 'Add card', exact: true }).click();
    await fillLast('Title', 'Where the funnel leaks');
    await fillLast('Text', 'We trace a lead from first touch to signed contract and find the stage that loses most revenue.');
    await addBlock('Booking band');
    await fillLast('Title', 'Rather talk it through now?');
    await fillLast('Text', 'Book a free strategy call and bring your numbers to the table.');

    // The real page: the site's own blocks in the order stacked, the plans from pricing.yml, the page in the header it chose.
    await previewShows('main h1', newPage.headline);
    await previewShows('main', newPage.quote);
    await previewShows('main', '$10,000');
    const pane = previewPane(page);
    assert.equal(await pane.locator('main > section').count(), 6, 'six blocks, one section each');
    assert.equal((await pane.locator(`header a[href="/${newPage.slug}/"]`).first().innerText()).replace(stegaMarks, ''), newPage.menuLabel, 'the header of the preview links the new page');
    const previewHeadings = (await pane.locator('main').locator('h1, h2, h3').allTextContents()).map((text) => text.replace(stegaMarks, '').trim());

    await publish();
    const written = await eventually('the new page file', () => existsSync(file(`src/content/pages/${newPage.slug}.yml`)) && yamlOf(`pages/${newPage.slug}.yml`));
    assert.deepEqual(
      written.blocks.map((block: { kind: string }) => block.kind),
      ['hero', 'pricing', 'quote', 'faq', 'cards', 'bookingBand'],
    );
    const served = await eventually('the new page at its address', async () => {
      const answer = await session.served(`/${newPage.slug}/`);
      return answer.status === 200 && answer.html;
    });
    const main = served.slice(served.indexOf('<main'), served.indexOf('</main>'));
    assert.deepEqual(headingsIn(main).map((heading) => heading.slice(3)), previewHeadings, 'the preview drew the page the site serves');
    // The rebuild moves each page into place in turn: the new page can be served a moment before the home page's new header.
    const headerLink = new RegExp(`<a[^>]*href="/${newPage.slug}/"[^>]*>${newPage.menuLabel}</a>`);
    await eventually('the home page\'s header to link it', async () => {
      const home = (await session.served('/')).html;
      return headerLink.test(home.slice(home.indexOf('<header'), home.indexOf('</header>')));
    });
    // Written after the pages by the same rebuild.
    await eventually('the sitemap to list it', async () => (await session.served('/sitemap.xml')).html.includes(`/${newPage.slug}/</loc>`));
  });

  it("keeps a page out of search engines at the owner's word: it says noindex and leaves the sitemap", async () => {
    await field('Keep out of search engines (optional)').click();
    await publish();
    await eventually('the page gone from the sitemap', async () => !(await session.served('/sitemap.xml')).html.includes(`/${newPage.slug}/</loc>`));
    assert.match((await session.served(`/${newPage.slug}/`)).html, /<meta name="robots" content="noindex"/);
    assert.equal(yamlOf(`pages/${newPage.slug}.yml`).noindex, true);
  });

  it('edits a price: pricing.yml holds the new price and still passes its schema', async () => {
    await openCollection('pricing');
    await page.getByRole('link', { name: 'Plans, add-ons and FAQs' }).click();
    const price = page.getByLabel('Price per month', { exact: true }).nth(1);
    assert.equal(await price.inputValue(), '10000', "the second plan's price, Scale's");
    await price.fill(String(newPrice));
    await publish();
    const pricing = await eventually('the new price in pricing.yml', () => {
      const data = loadDataFile(pricingDataFile, pricingDataSchema, file('src/content/data'));
      return data.plans[1]?.price === newPrice && data;
    });
    assert.deepEqual(pricing.plans.map((plan) => plan.name), ['Startup', 'Scale', 'Growth']);
  });

  it('changes the phone number: site.yml holds it', async () => {
    await openCollection('settings');
    await page.getByRole('link', { name: 'Firm identity and contacts' }).click();
    await field('Phone').fill(newPhone);
    await publish();
    await eventually('the new phone in site.yml', () => loadDataFile(siteDataFile, siteDataSchema, file('src/content/data')).phone === newPhone);
  });

  it('rebuilds the site: the new headline, figure, section and phone, and the new service with its page, menu links, sitemap entry and card', async () => {
    await eventually('the new price on /pricing/', async () => (await served('/pricing/')).html.includes('$12,500'));
    await eventually('the new phone on every page', async () => {
      const [home, contact] = await Promise.all([served('/'), served('/contact-us/')]);
      return [home.html, contact.html].every((html) => html.includes('href="tel:+18125550199"') && html.includes('555\u20110199'));
    });
    await eventually('the new headline on /', async () => new RegExp(`<h1[^>]*>${headline}</h1>`).test((await served('/')).html));
    await eventually('the new figure on /services/crm/', async () => (await served('/services/crm/')).html.includes(`>${crmFigure}<`));
    await eventually('the new heading on /privacy-policy/', async () => new RegExp(`<h2[^>]*>(?:<!-- -->|[^<])*${privacyHeading}</h2>`).test((await served('/privacy-policy/')).html));

    const servicePath = `/services/${newService.slug}/`;
    const servicePage = await eventually('the new service page', async () => {
      const page = await served(servicePath);
      return page.status === 200 && page.html;
    });
    assert.match(servicePage, new RegExp(`<h1[^>]*>${newService.headline}</h1>`));
    const home = (await served('/')).html;
    const parts = { header: home.slice(home.indexOf('<header'), home.indexOf('</header>')), footer: home.slice(home.indexOf('<footer')) };
    for (const [where, html] of Object.entries(parts)) {
      assert.match(html, new RegExp(`<a[^>]*href="${servicePath}"[^>]*>${newService.menuLabel}</a>`), `the ${where} links the new service`);
    }
    assert.ok((await served('/sitemap.xml')).html.includes(`${servicePath}</loc>`), 'the sitemap lists it');
    assert.match((await served('/services/')).html, new RegExp(`${newService.menuLabel}[\\s\\S]*?href="${servicePath}"`), 'its card on /services/');
  });

  it('renames the new service: the editor keeps its old URL name, and the old address answers 301 to the new one', async () => {
    await openEntry(session, 'services', newService.slug);
    await field('URL name').fill(renamedService);
    await publish();
    const written = await eventually('the renamed service file', () => yamlOf(`services/${newService.slug}.yml`).slug === renamedService && yamlOf(`services/${newService.slug}.yml`));
    assert.deepEqual(written.formerSlugs, [newService.slug], 'the old URL name is kept');
    const location = await eventually('the old address to redirect', async () => {
      const answer = await fetch(`${session.siteOrigin}/services/${newService.slug}/`, { redirect: 'manual', headers: { 'Cache-Control': 'no-cache' } });
      return answer.status === 301 && answer.headers.get('location');
    });
    assert.equal(location, `/services/${renamedService}/`);
    assert.equal((await served(`/services/${renamedService}/`)).status, 200);
  });

  it('a button linking to a page the site does not have is refused at Save, naming the field, and nothing of it reaches the draft, main or the site', async () => {
    await openEntry(session, 'services', 'crm');
    const mainBefore = session.git('rev-parse', 'main');
    const written = readFileSync(file('src/content/services/crm.yml'), 'utf8');
    // The hero's second button; its link is optional, so its fields are too (Decap adds the word).
    await unfoldListItem(crmHeadline);
    await field('Links to (optional)').first().fill('/free-audit/');
    const reason = 'Block 1: Top of the page (headline) › Link › Links to: links to /free-audit/, but /free-audit/ is not a page of this site';
    await previewShows('main', reason);
    await publish('refused');
    await page.locator('.Toastify__toast--error').getByText(`the site would refuse this change, so it is not saved. ${reason}.`).waitFor({ timeout: 60_000 });
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'editor-refused-link.png') });
    assert.notEqual(await page.getByText('Changes saved', { exact: true }).count(), 1, 'the toolbar does not say saved');
    assert.equal(session.git('branch', '--list', 'cms/services/crm'), '', 'no draft holds it');
    assert.equal(session.git('rev-parse', 'main'), mainBefore, 'main has no new commit');
    assert.equal(readFileSync(file('src/content/services/crm.yml'), 'utf8'), written, 'crm.yml is as it was');
    assert.match((await served('/services/crm/')).html, /href="\/services\/crm\/#platforms"/, 'the site is as it was');
    // The owner leaves the refused change: Decap asks whether to leave unsaved changes, and they do.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto(`${session.siteOrigin}/admin/#/collections/services`);
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ state: 'detached' });
  });

  it('renames the CRM service: its form lists the pages that link to it; published, it is live at its new address at once, the Solutions page links there with no hop, and the old address answers 301', async () => {
    await openEntry(session, 'services', 'crm');
    await page.locator('ul').filter({ has: page.getByRole('link', { name: /\(\/solutions\/\)$/ }) }).waitFor();
    await field('URL name').fill('crm-integration');
    await publish();
    await eventually('the service at its new address', async () => (await served('/services/crm-integration/')).status === 200);
    // The pages move into place one by one, and the host reads the new redirects once the rebuild has ended.
    const solutions = await eventually('the Solutions page to link to the new address', async () => {
      const { html } = await served('/solutions/');
      return /href="\/services\/crm-integration\/"/.test(html) && html;
    });
    assert.doesNotMatch(solutions, /href="\/services\/crm\/(#[^"]*)?"/, 'the Solutions page never links to the old address');
    const location = await eventually('the old address to redirect', async () => {
      const answer = await fetch(`${session.siteOrigin}/services/crm/`, { redirect: 'manual', headers: { 'Cache-Control': 'no-cache' } });
      return answer.status === 301 && answer.headers.get('location');
    });
    assert.equal(location, '/services/crm-integration/');
  });

  it('a draft whose link the site has since lost is refused at Publish, naming the field, and main and the site stay as they were', async () => {
    await openEntry(session, 'services', 'crm');
    await unfoldListItem(crmHeadline);
    await field('Links to (optional)').first().fill(`/${newPage.slug}/`);
    await saveDraft(page);
    // The page it links to is removed outside the editor (on GitHub, say), and the site rebuilt without it.
    await session.outsideTheEditor(() => {
      session.git('rm', '-q', `src/content/pages/${newPage.slug}.yml`);
      session.git('commit', '-q', '--no-verify', '-m', 'The campaign page is over');
    });
    await eventually('the page to be gone', async () => (await served(`/${newPage.slug}/`)).status === 404);
    const mainBefore = session.git('rev-parse', 'main');
    const written = readFileSync(file('src/content/services/crm.yml'), 'utf8');

    await openEntry(session, 'services', 'crm', { reload: true });
    await setStatus(page, 'Ready');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now', { exact: true }).click();
    const reason = `Block 1: Top of the page (headline) › Link › Links to: links to /${newPage.slug}/, but /${newPage.slug}/ is not a page of this site`;
    await page.locator('.Toastify__toast--error').getByText(`the site would refuse this change, so it is not published. ${reason}.`).waitFor({ timeout: 60_000 });
    assert.equal(session.git('rev-parse', 'main'), mainBefore, 'main has no new commit');
    assert.equal(readFileSync(file('src/content/services/crm.yml'), 'utf8'), written, 'crm.yml is as it was');
    assert.doesNotMatch((await served('/services/crm-integration/')).html, new RegExp(`href="/${newPage.slug}/"`), 'the site is as it was');
  });

  it('refuses an empty title in the editor, offers only the real categories, and runs without a policy violation', async () => {
    // By its address, through the posts list, as the page and service entries are opened: reached by a
    // click in the list just after another entry's save, the post's form once never appeared in a fresh
    // clone's gate (30 s).
    await openEntry(session, 'posts', post.slug);
    const before = readFileSync(postFile(), 'utf8');
    await field('Title').fill('');
    await publish('refused');
    await page.getByText(/Title is required/).waitFor();
    assert.equal(readFileSync(postFile(), 'utf8'), before, 'nothing is written');

    await field('Category').click();
    const offered = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    assert.deepEqual(offered, [...postCategories]);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), []);
  });

  it('a title too long for the browser tab is refused at Save, naming the field; an unknown category written outside the editor stops the build, the editor shows why until it is mended, and the last good page stays', async () => {
    const longTitle = 'The Pipeline Review Checklist for Growing Sales Teams';
    const before = readFileSync(postFile(), 'utf8');
    await field('Title').fill(longTitle);
    await publish('refused');
    await page
      .locator('.Toastify__toast--error')
      .getByText(`the site would refuse this change, so it is not saved. Title: is ${longTitle.length} characters; the document title allows 37`)
      .waitFor({ timeout: 60_000 });
    assert.equal(readFileSync(postFile(), 'utf8'), before, 'nothing is written');
    assert.match((await served(`/blog/${post.slug}/`)).html, new RegExp(`<h1[^>]*>${post.title}</h1>`), 'the site is as it was');

    // Edited outside the editor (say on GitHub): a category the site does not have.
    writeFileSync(postFile(), readFileSync(postFile(), 'utf8').replace(`category: ${post.category}`, 'category: Growth Hacking'));
    await eventually('the build to refuse the category', () => output().includes(`src/content/posts/${post.slug}.md: category: unknown category "Growth Hacking"; use one of:`));
    assert.match(output(), /Build failed; the previous dist\/ is unchanged\./);
    // The editor says so, in the owner's words, until a build succeeds; the site keeps its last good version.
    const failure = page.locator('[data-build-failure]');
    await failure.getByText(`In the post “${post.title}”, Category: unknown category "Growth Hacking"; use one of:`).waitFor();
    await failure.getByText('Visitors still see the last good version.').waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'editor-build-failure.png') });
    assert.match((await served(`/blog/${post.slug}/`)).html, new RegExp(`<h1[^>]*>${post.title}</h1>`), 'the site is as it was');
    writeFileSync(postFile(), before);
    await failure.waitFor({ state: 'detached' });
  });

  it('stops the backend and the dev server when npm run cms is stopped', async () => {
    const exited = new Promise((resolve) => session.cms.once('exit', resolve));
    session.cms.kill('SIGTERM');
    await exited;
    for (const port of [session.ports.site, session.ports.backend]) {
      await eventually(`port ${port} to close`, async () => (await fetch(`http://127.0.0.1:${port}/`).then(() => false, () => true)), 10_000);
    }
  });
});

/** A 1600×900 JPEG to upload (a copy of another cover), named as the owner would name it, outside the project (whose every file a save commits). */
function copyCover(target: string): string {
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(file('static/images/blog/lean-canvas.jpg'), target);
  return target;
}
