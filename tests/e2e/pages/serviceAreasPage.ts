/**
 * Checks shared by the specialist service pages (SPEC.md "Service detail pages"): hero, booking
 * triggers, overview cards whose links land on real sections of the same page, figures, process.
 * Each page's test passes the literals SPEC.md names for it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths, servicePath } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { sharedWords } from '../../../src/content/shared.ts';
import { headingTexts, keyFigures, renderedText } from '../../support/pageContent.ts';
import { closingBand, processSteps, serviceBlock, serviceSlug } from '../../support/serviceContent.ts';
import { useSite, type SiteHarness, type ViewportName } from '../../support/site.ts';

export interface ServicePageBasics {
  path: string;
  /** Page part of the document title. */
  title: string;
}

export interface ServiceAreasPageExpectations extends ServicePageBasics {
  /** Id of the overview section holding the cards. */
  overview: string;
  /** Each card: its h3 and the id of the section its link must land on, in order. */
  areas: readonly { title: string; anchor: string }[];
  /** Hero key figures, value and label as a visitor reads them. */
  figures?: readonly { value: string; label: string }[];
  /** Number of steps of the process (#process). */
  steps: number;
  /**
   * Whether a visitor's taps on the hero's and the cards' links are followed to their sections here,
   * at both widths. The scrolling is the layout's, the same on every page of it, so one page proves
   * it; on the others the cards test checks each link names a section of the page.
   */
  followLinks?: boolean;
}

/** Title, one h1 in the hero, the back link, booking triggers in hero and closing band, no console errors. */
export function testServicePageBasics(harness: SiteHarness, expected: ServicePageBasics): void {
  test(`${expected.path}: title, hero with back link and booking trigger, closing CTA band`, async () => {
    const { page, status, problems } = await harness.view(expected.path);
    assert.equal(status, 200);
    assert.equal(await page.title(), `${expected.title} | ${site.name}`);
    assert.equal(await page.locator('h1').count(), 1);
    assert.equal(await page.locator('#hero h1').count(), 1);
    assert.equal(await renderedText(page.locator(`#hero a[href="${paths.home}#hero"]`)), 'Back to Home');
    assert.equal(await page.locator(`#hero a[data-booking][href="${paths.booking}"]`).count(), 1, 'hero booking trigger');
    assert.equal(await renderedText(page.locator('#get-started h2')), closingBand(serviceSlug(expected.path)).title, 'closing call to action');
    assert.equal(await page.locator(`#get-started a[data-booking][href="${paths.booking}"]`).count(), 1, 'closing booking trigger');
    assert.equal(
      await page.locator(`main a[href^="${servicePath('sales-enablement')}"]`).count(),
      0,
      'no link to the redirecting /services/sales-enablement/ URL',
    );
    assert.deepEqual(problems, []);
  });
}

/** Clicks a same-page link and waits until its target section is scrolled into view. */
async function followToSection(page: Page, link: string, anchor: string): Promise<void> {
  await page.locator(link).click();
  await page.waitForFunction((id) => {
    const target = document.getElementById(id);
    if (!target || location.hash !== `#${id}`) return false;
    const top = target.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  }, anchor);
}

export function describeServiceAreasPage(expected: ServiceAreasPageExpectations): SiteHarness {
  const harness = useSite();
  testServicePageBasics(harness, expected);

  test(`${expected.path}: ${expected.areas.length} cards, each linking to a section of this page with substance`, async () => {
    const { page } = await harness.view(expected.path);
    const scope = `#${expected.overview}`;
    assert.deepEqual(
      await headingTexts(page, 3, scope),
      expected.areas.map((area) => area.title),
    );
    const hrefs = await page.locator(`${scope} article a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(
      hrefs,
      expected.areas.map((area) => `${expected.path}#${area.anchor}`),
    );
    for (const area of expected.areas) {
      const section = page.locator(`section#${area.anchor}`);
      assert.equal(await section.count(), 1, `section #${area.anchor} exists`);
      assert.equal(await renderedText(section.locator('h2')), area.title);
      assert.deepEqual(await headingTexts(page, 3, `#${area.anchor}`), ['What we deliver', 'What you can expect']);
      const written = serviceBlock(serviceSlug(expected.path), area.anchor, 'offering');
      assert.deepEqual(await section.locator('li').allTextContents(), [...written.deliverables, ...written.outcomes], `#${area.anchor} lists deliverables and outcomes`);
      // How we work on it, as the owner wrote it.
      const shown = (await renderedText(section)).replace(/\s+/g, ' ');
      for (const paragraph of [written.intro ?? '', ...written.body]) assert.ok(shown.includes(paragraph), `#${area.anchor} shows "${paragraph.slice(0, 40)}…"`);
    }
  });

  for (const viewport of expected.followLinks ? (['desktop', 'mobile'] satisfies ViewportName[]) : []) {
    test(`${expected.path}: each card link and the hero's explore link land on their section (${viewport})`, async () => {
      const { page, problems } = await harness.open(expected.path, viewport);
      await followToSection(page, `#hero a[href="${expected.path}#${expected.overview}"]`, expected.overview);
      for (const area of expected.areas) {
        await followToSection(page, `#${expected.overview} a[href="${expected.path}#${area.anchor}"]`, area.anchor);
        await page.locator(`#${expected.overview}`).scrollIntoViewIfNeeded();
      }
      assert.deepEqual(problems, []);
    });
  }

  if (expected.figures) {
    const figures = expected.figures;
    test(`${expected.path}: key figures ${figures.map((figure) => figure.value).join(', ')}`, async () => {
      const { page } = await harness.view(expected.path);
      assert.deepEqual(
        (await keyFigures(page, '#hero')).map(({ value, label }) => ({ value, label })),
        figures.map(({ value, label }) => ({ value, label })),
      );
    });
  }

  testProcess(harness, expected.path, expected.steps);
  return harness;
}

/** The numbered process: `steps` items (SPEC.md's count), each with its title and description as written. */
export function testProcess(harness: SiteHarness, path: string, steps: number): void {
  test(`${path}: a ${steps}-step process`, async () => {
    const { page } = await harness.view(path);
    const written = processSteps(serviceSlug(path));
    assert.equal(written.length, steps, 'the content has the steps SPEC.md names');
    const items = page.locator('#process ol > li');
    assert.equal(await items.count(), steps);
    for (const [index, step] of written.entries()) {
      const item = items.nth(index);
      // Numbered for screen readers ('Step 1: …'); the number is drawn beside it.
      assert.equal(await item.locator('h3').textContent(), `${sharedWords.step} ${index + 1}: ${step.title}`);
      assert.equal(await renderedText(item.locator('p')), step.description, `step ${index + 1} is described`);
    }
  });
}
