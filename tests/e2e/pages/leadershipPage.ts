/**
 * Checks shared by the two fractional leadership pages (SPEC.md "Fractional CMO" / "Fractional CSO"),
 * which have one shape; each page's test passes the literals SPEC.md names for it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts, keyFigures, mainText, orderedItems, renderedText } from '../../support/pageContent.ts';
import { closingBand, serviceBlock, serviceSlug } from '../../support/serviceContent.ts';
import { useSite } from '../../support/site.ts';

export interface LeadershipPageExpectations {
  path: string;
  title: string;
  /** The three service groups (h3 in #services). */
  serviceGroups: readonly string[];
  /** The headline document, e.g. '50+ page marketing strategy document'. */
  keyDeliverable: string;
  /** ROI figures as value → label. */
  figures: readonly { value: string; label: string }[];
  /** Extra h3 groups with the h4 items each must list (the CSO methodologies). */
  methodologies?: readonly { group: string; items: readonly string[] }[];
}

const phaseLabels = ['Week 1-2', 'Week 3-4', 'Month 2', 'Month 3', 'Month 4-6', 'Ongoing'];
const resultPeriods = ['30 days', '90 days', '180 days', '12+ months'];
const industries = ['Tech', 'Services', 'E-commerce & Retail'];

/** The page's blocks as the owner wrote them, which the counts and texts below follow. */
function leadershipContent(pagePath: string) {
  const slug = serviceSlug(pagePath);
  return {
    cta: closingBand(slug),
    services: serviceBlock(slug, 'services', 'serviceGroups'),
    deliverables: serviceBlock(slug, 'deliverables', 'featurePanel'),
    process: serviceBlock(slug, 'process', 'phases'),
    results: serviceBlock(slug, 'results', 'results'),
  };
}

export function describeLeadershipPage(expected: LeadershipPageExpectations): void {
  const harness = useSite();
  const content = leadershipContent(expected.path);

  test(`${expected.path}: title, one h1 in the hero, back link, booking triggers and the recurring claims`, async () => {
    const { page, status, problems } = await harness.view(expected.path);
    assert.equal(status, 200);
    assert.equal(await page.title(), `${expected.title} | ${site.name}`);
    assert.equal(await page.locator('h1').count(), 1);
    assert.equal(await page.locator('#hero h1').count(), 1);
    assert.equal(await renderedText(page.locator(`#hero a[href="${paths.home}#hero"]`)), 'Back to Home');
    assert.equal(await page.locator(`main a[data-booking][href="${paths.booking}"]`).count(), 2, 'hero and closing booking triggers');
    const text = await mainText(page);
    for (const claim of ['15+ years', '90 days', '30-day satisfaction guarantee']) {
      assert.ok(text.includes(claim), `claim "${claim}" is on the page`);
    }
    assert.equal(await renderedText(page.locator('#get-started h2')), content.cta.title, 'closing call to action');
    assert.deepEqual(problems, []);
  });

  test(`${expected.path}: end-to-end services in three groups, the deliverables and the ROI figures`, async () => {
    const { page } = await harness.view(expected.path);
    assert.deepEqual(await headingTexts(page, 3, '#services'), expected.serviceGroups);
    assert.deepEqual(
      await headingTexts(page, 4, '#services'),
      content.services.groups.flatMap((group) => group.items.map((item) => item.title)),
      'services listed in each group',
    );
    const deliverables = await headingTexts(page, 3, '#deliverables');
    assert.equal(deliverables[0], expected.keyDeliverable);
    assert.deepEqual(deliverables.slice(1), (content.deliverables.cards ?? []).map((card) => card.title), 'the other hand-over deliverables');
    assert.ok((await page.locator('#deliverables').textContent())?.includes('12-month roadmap'));
    const figures = await keyFigures(page, '#roi');
    for (const figure of expected.figures) {
      assert.ok(
        figures.some((tile) => tile.value === figure.value && tile.label === figure.label),
        `ROI figure ${figure.value} ${figure.label} in ${JSON.stringify(figures)}`,
      );
    }
  });

  test(`${expected.path}: industries, the six-phase process and the results timeline`, async () => {
    const { page } = await harness.view(expected.path);
    assert.deepEqual(await headingTexts(page, 3, '#industries'), industries);
    const phases = await orderedItems(page, '#process');
    assert.deepEqual(phases.map((phase) => phase.lead), phaseLabels);
    assert.deepEqual(phases.map((phase) => phase.title), content.process.phases.map((phase) => phase.title));
    for (const [index, phase] of content.process.phases.entries()) {
      const shown = phases[index]?.text ?? '';
      for (const part of [phase.description, ...phase.deliverables]) assert.ok(shown.includes(part), `${phase.phase} shows "${part}"`);
    }
    const milestones = await orderedItems(page, '#results');
    assert.deepEqual(milestones.map((milestone) => milestone.lead), resultPeriods);
    assert.deepEqual(milestones.map((milestone) => milestone.title), content.results.milestones.map((milestone) => milestone.title));
  });

  if (expected.methodologies) {
    const groups = expected.methodologies;
    test(`${expected.path}: sales methodologies by sales motion`, async () => {
      const { page } = await harness.view(expected.path);
      assert.deepEqual(await headingTexts(page, 3, '#methodologies'), groups.map((group) => group.group));
      for (const [index, group] of groups.entries()) {
        const items = await headingTexts(page, 4, `#methodologies li:nth-child(${index + 1}) article`);
        assert.deepEqual(items, group.items, group.group);
      }
    });
  }
}
