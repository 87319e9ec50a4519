import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import type { Block } from '../../../src/blocks/library.ts';
import { ownPage } from '../../../src/content/blockPages.ts';
import { headingTexts, keyFigures, mainText, renderedText } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

// SPEC.md §2 Founder / About: hero with a back link, an external 'Connect on LinkedIn' link and a
// book-a-call trigger; the named sections; claims 40-60% CAC reduction and 25-35% win-rate improvement.
const harness = useSite();

/** The block of the about page with the anchor `id`, of kind `kind`. */
function blockOf<Kind extends Block['kind']>(kind: Kind, id: string): Extract<Block, { kind: Kind }> {
  const found = ownPage('about').content.blocks.find((block) => block.kind === kind && 'id' in block && block.id === id);
  if (!found) throw new Error(`The about page has no ${kind} block #${id}`);
  return found as Extract<Block, { kind: Kind }>;
}

test('about: hero with Back to Home, Connect on LinkedIn in a new tab and a booking trigger', async () => {
  const { page } = await harness.view(paths.about);
  assert.equal(await page.title(), `About ${site.founder.name} | ${site.name}`);
  assert.equal(await renderedText(page.locator(`#hero a[href="${paths.home}#hero"]`)), 'Back to Home');
  const linkedIn = page.locator(`#hero a[href="${site.founder.linkedIn}"]`);
  assert.match(await renderedText(linkedIn), /Connect on LinkedIn/);
  assert.equal(await linkedIn.getAttribute('target'), '_blank');
  assert.equal(await linkedIn.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(await page.locator(`#hero a[data-booking][href="${paths.booking}"]`).count(), 1);
});

test('about: every section SPEC.md names, in order, with cards where it asks for cards', async () => {
  const { page } = await harness.view(paths.about);
  assert.deepEqual(await headingTexts(page, 2, 'main section:not(#get-started)'), [
    'Who We Are',
    'What We Do',
    'Our Philosophy',
    `About ${site.name}`,
    'Track Record',
    `What Makes ${site.founder.firstName} Different`,
    'Why Partner With Us',
  ]);
  assert.equal(await page.locator('#what-we-do article').count(), blockOf('cards', 'what-we-do').items.length, 'What We Do cards');
  assert.equal(await page.locator('#why-partner article').count(), blockOf('cards', 'why-partner').items.length, 'Why Partner With Us cards');
  assert.equal(await renderedText(page.locator('#what-makes-different h3')), 'Areas of Expertise');
  assert.deepEqual(await page.locator('#what-makes-different li').allTextContents(), blockOf('expertise', 'what-makes-different').areas, 'the list of expertise');
  assert.equal(await page.locator('#get-started a[data-booking]').count(), 1, 'closing call to action');
});

test('about: track record cards carry the 40-60% CAC reduction and 25-35% win-rate improvement', async () => {
  const { page } = await harness.view(paths.about);
  const figures = await keyFigures(page, '#track-record');
  assert.ok(figures.some((figure) => figure.value === '40-60%' && /CAC reduction/i.test(figure.label)), JSON.stringify(figures));
  assert.ok(figures.some((figure) => figure.value === '25-35%' && /win-rate improvement/i.test(figure.label)), JSON.stringify(figures));
  assert.ok(figures.some((figure) => figure.value === '15+'));
  assert.match(await mainText(page), /15\+ years/);
});
