import assert from 'node:assert/strict';
import { test } from 'node:test';
import { paths, servicePath } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { headingTexts, keyFigures, orderedItems, renderedText } from '../../support/pageContent.ts';
import { useSite } from '../../support/site.ts';

const harness = useSite();

test('GTM planning: hero Strategic Go-To-Market Planning with its four metric tiles', async () => {
  const { page, status, problems } = await harness.view(servicePath('gtm-planning'));
  assert.equal(status, 200);
  assert.equal(await page.title(), `Go-To-Market (GTM) Planning | ${site.name}`);
  assert.deepEqual(await headingTexts(page, 1), ['Strategic Go-To-Market Planning']);
  assert.deepEqual(await keyFigures(page, '#hero'), [
    { value: '40%+', label: 'Faster Market Entry' },
    { value: '85%+', label: 'Launch Success Rate' },
    { value: '200%+', label: 'Revenue Growth' },
    { value: '3x', label: 'Market Share' },
  ]);
  assert.deepEqual(problems, []);
});

test('GTM planning: Essential GTM Components and four phases with durations and four deliverables each', async () => {
  const { page } = await harness.view(servicePath('gtm-planning'));
  assert.deepEqual(await headingTexts(page, 2, '#components'), ['Essential GTM Components']);
  assert.deepEqual(await headingTexts(page, 3, '#components'), [
    'Market Research & Analysis',
    'Target Audience Definition',
    'Value Proposition Design',
    'Channel Strategy',
  ]);
  const expected = [
    ['Strategic Foundation', '2-3 weeks'],
    ['GTM Strategy Development', '3-4 weeks'],
    ['Launch Planning & Execution', '4-6 weeks'],
    ['Optimization & Scale', 'Ongoing'],
  ] as const;
  const phases = await orderedItems(page, '#phases');
  assert.deepEqual(phases.map((phase) => phase.title), expected.map(([title]) => title));
  for (const [index, [title, duration]] of expected.entries()) {
    assert.ok(phases[index]?.text.includes(duration), `${title} lasts ${duration}`);
    assert.equal(await page.locator('#phases ol > li').nth(index).locator('ul > li').count(), 4, `${title} deliverables`);
  }
});

test('GTM planning: four benefit cards, three industries with three features each, closing booking CTA', async () => {
  const { page } = await harness.view(servicePath('gtm-planning'));
  assert.deepEqual(await headingTexts(page, 3, '#benefits'), [
    'Faster Time-to-Market',
    'Higher Success Rate',
    'Scalable Growth',
    'Measurable Results',
  ]);
  assert.deepEqual(await headingTexts(page, 3, '#industries'), ['Tech', 'Services', 'E-commerce & Retail']);
  const features = await page
    .locator('#industries article')
    .evaluateAll((cards) => cards.map((card) => card.querySelectorAll('ul > li').length));
  assert.deepEqual(features, [3, 3, 3]);
  const cta = page.locator('#get-started a[data-booking]');
  assert.equal((await renderedText(cta)).trim(), 'Book a free strategy call');
  assert.equal(await cta.getAttribute('href'), paths.booking);
});
