/**
 * The owner arranges a page's blocks in the editor, as `npm run cms` runs it on a throwaway copy of
 * the project: on the home page a client quote goes right under the top, the approach moves above the
 * founder and the problems section goes, with the block list's own controls (the add menu, a drag
 * by the handle, the remove button); on a service the pricing plans are added, then
 * duplicated into a second offer. Published, the
 * rebuilt pages show exactly that, with the header, footer and booking buttons as before.
 * Screenshots (looked at, not compared) go to .cache/screenshots/admin-blocks/.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { splitStega } from '../../src/content/stega.ts';
import { renderOffscreenBlocks } from '../support/pageContent.ts';
import { parseYaml } from '../../src/content/yaml.ts';
import { eventually, field as fieldOf, openEntry, previewPane, publish, signIn, startEditor, type EditorSession } from '../support/editorSession.ts';

const screenshotDir = path.resolve('.cache', 'screenshots', 'admin-blocks');
const quote = { id: 'client-quote', title: 'What a client says', quote: 'For the first time our marketing and sales teams plan the quarter together.', by: 'CEO, B2B software company' };
/** The home page's blocks as the list sums them up (their titles as written). */
const homeBlocks = { top: 'Scale your business with us', founder: 'Meet {founderName}', approach: 'Assessment, Setup, Execute', problems: 'Why growth stalls between marketing and sales' };

let session: EditorSession;
let page: Page;

before(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  // A laptop's width, and tall enough that the home page's whole block list is in view: a block is dragged within the window, as the owner drags it.
  session = await startEditor({ viewport: { width: 1280, height: 2400 } });
  page = session.page;
  await signIn(session);
  await page.getByRole('link', { name: 'Pages', exact: true }).waitFor();
});

after(async () => {
  await session?.close();
});

const field = (label: string) => fieldOf(page, label);
const yamlOf = (relative: string) => parseYaml(readFileSync(session.file(`src/content/${relative}`), 'utf8')) as { blocks: { kind: string; id?: string }[] };

/** A block of the open entry's list, by the summary its list shows (its title). */
const blockItem = (summary: string): Locator => page.getByText(summary, { exact: true }).first().locator('xpath=..');
/** The bar over a block in the list: fold, drag handle, Duplicate, remove. */
const topBarOf = (summary: string): Locator => page.getByText(summary, { exact: true }).first().locator('xpath=preceding-sibling::*[1]');

async function addBlock(kind: string): Promise<void> {
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await page.getByRole('menuitem', { name: kind, exact: true }).click();
}

/** Drags the block summed up as `summary` by its handle onto the block summed up as `onto`, which it then takes the place of. */
async function dragBlock(summary: string, onto: string): Promise<void> {
  const handle = topBarOf(summary).locator('[aria-roledescription="sortable"]');
  const [grip, dragged, target] = [(await handle.boundingBox())!, (await blockItem(summary).boundingBox())!, (await blockItem(onto).boundingBox())!];
  const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
  // The dragged block's middle ends on the target's middle.
  const end = { x: start.x, y: start.y + (target.y + target.height / 2) - (dragged.y + dragged.height / 2) };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + Math.sign(end.y - start.y) * 8, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 25 });
  await page.mouse.up();
}

/** The anchors of a served page's sections, in order. */
const sectionIds = (html: string) => [...html.slice(html.indexOf('<main'), html.indexOf('</main>')).matchAll(/<section[^>]*\sid="([^"]+)"/g)].map(([, id]) => id!);
/** The site's header (the page's first) and footer (its last: a quote has a footer of its own). */
const siteHeader = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
const siteFooter = (html: string) => html.slice(html.lastIndexOf('<footer'), html.lastIndexOf('</footer>'));
const bookingButtons = (html: string) => (html.match(/data-booking/g) ?? []).length;

/**
 * A whole-page screenshot of a served page at `width`, once the rebuild is whole: it moves each page
 * into place before the headers that allow the page's new styles, and a page loaded in between is
 * drawn without them (the policy refuses them), which no visitor of the finished site meets.
 */
async function screenshotServed(pathname: string, width: number, name: string): Promise<void> {
  const view = await page.context().newPage();
  await view.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  // A whole-page capture scrolls to no section: none fades in, and each is drawn as if scrolled past.
  await view.emulateMedia({ reducedMotion: 'reduce' });
  let refused = false;
  view.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused = true;
  });
  await eventually(`${pathname} served with its styles allowed`, async () => {
    refused = false;
    await view.goto(`${session.siteOrigin}${pathname}`, { waitUntil: 'load' });
    return !refused;
  });
  await renderOffscreenBlocks(view);
  await view.screenshot({ path: path.join(screenshotDir, name), fullPage: true });
  await view.close();
}

describe('the owner arranges blocks in the editor', () => {
  it('on the home page adds a quote under the top, moves the approach above the founder and removes the problems; published, the home page shows that order with its header, footer and booking buttons as before', async () => {
    const served = (await session.served('/')).html;
    const ids = sectionIds(served);
    const expected = ids.filter((id) => id !== 'problem');
    expected.splice(expected.indexOf('approach'), 1);
    expected.splice(expected.indexOf('founder'), 0, 'approach');
    expected.splice(1, 0, quote.id);

    await openEntry(session, 'pages', 'home');
    await blockItem(homeBlocks.founder).waitFor();
    // Every block can be duplicated but the top: a page has one headline, and a copy of it would be refused.
    const duplicates = async (summary: string) => topBarOf(summary).getByRole('button', { name: 'Duplicate this block' }).count();
    assert.deepEqual([await duplicates(homeBlocks.top), await duplicates(homeBlocks.founder)], [0, 1]);
    await page.screenshot({ path: path.join(screenshotDir, 'editor-home-blocks-1280.png') });

    await addBlock('Quote from a client');
    await field('Anchor of the section').last().fill(quote.id);
    await field('Title').last().fill(quote.title);
    await field('Quote').last().fill(quote.quote);
    await field('Who said it, such as "CEO, B2B software company"').last().fill(quote.by);
    // Folded, the new block is summed up by its title, as the others are.
    await topBarOf(quote.title).getByRole('button').first().click();
    await dragBlock(quote.title, homeBlocks.founder);
    await dragBlock(homeBlocks.approach, homeBlocks.founder);
    await topBarOf(homeBlocks.problems).getByRole('button', { name: 'Remove this block' }).click();
    let drawn: string[] = [];
    await eventually('the preview to draw the new order', async () => {
      drawn = await previewPane(page).locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
      return JSON.stringify(drawn) === JSON.stringify(expected);
    }, 30_000).catch(async (error: Error) => {
      await page.screenshot({ path: path.join(screenshotDir, 'editor-home-order-failed.png') });
      throw new Error(`${error.message}: it draws ${JSON.stringify(drawn)}, expected ${JSON.stringify(expected)}`);
    });

    await publish(page);
    await eventually('home.yml in the new order', () => JSON.stringify(yamlOf('pages/home.yml').blocks.map((block) => block.id ?? block.kind)) === JSON.stringify(['illustratedHero', ...expected.slice(1, -1), 'bookingBand']));
    const rebuilt = await eventually('the rebuilt home page in the new order', async () => {
      const { html } = await session.served('/');
      return JSON.stringify(sectionIds(html)) === JSON.stringify(expected) && html;
    });
    assert.ok(rebuilt.includes(quote.quote), 'the quote is on the page');
    assert.equal(siteHeader(rebuilt), siteHeader(served), 'the header as before');
    assert.equal(siteFooter(rebuilt), siteFooter(served), 'the footer as before');
    assert.equal(bookingButtons(rebuilt), bookingButtons(served), 'the booking buttons as before');
    await screenshotServed('/', 390, 'home-after-reorder-390.png');
    await screenshotServed('/', 1280, 'home-after-reorder-1280.png');
  });

  it('on a service adds the pricing plans and duplicates them into a second offer; published, the service page shows both', async () => {
    await openEntry(session, 'services', 'crm', { reload: true });
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Pricing plans', exact: true }).waitFor();
    await page.screenshot({ path: path.join(screenshotDir, 'editor-service-blocks-1280.png') });
    await page.getByRole('menuitem', { name: 'Pricing plans', exact: true }).click();
    await field('Anchor of the section').last().fill('plans');
    await field('Title').last().fill('Plans that include CRM work');
    // The titles as read, without their click-to-edit marks.
    const plansTitles = async () => (await previewPane(page).locator('main section[id^="plans"] h2').allTextContents()).map((title) => splitStega(title).text);
    await eventually('the preview to show the plans', async () => (await previewPane(page).locator('main section#plans').allTextContents()).some((text) => text.includes('$10,000')), 30_000);

    // The copy lands under its original, unfolded, with an anchor of its own; its title is then its own.
    await topBarOf('Plans that include CRM work').getByRole('button', { name: 'Duplicate this block' }).click();
    await field('Title').last().fill('Plans with a CRM rebuild');
    let titles: string[] = [];
    await eventually('the preview to show both offers in order', async () => {
      titles = await plansTitles();
      return JSON.stringify(titles) === JSON.stringify(['Plans that include CRM work', 'Plans with a CRM rebuild']);
    }, 30_000).catch(async (error: Error) => {
      await page.screenshot({ path: path.join(screenshotDir, 'editor-service-duplicate-failed.png') });
      throw new Error(`${error.message}: it draws ${JSON.stringify(titles)}`);
    });
    await page.screenshot({ path: path.join(screenshotDir, 'editor-service-duplicated-1280.png') });

    await publish(page);
    await eventually('crm.yml with both offers', () => JSON.stringify(yamlOf('services/crm.yml').blocks.filter((block) => block.kind === 'pricing').map((block) => block.id)) === JSON.stringify(['plans', 'plans-2']));
    await eventually('the rebuilt service page with both offers', async () => {
      const ids = sectionIds((await session.served('/services/crm/')).html);
      return ids.indexOf('plans-2') === ids.indexOf('plans') + 1;
    });
  });
});
