import assert from 'node:assert/strict';
import { test } from 'node:test';
import { servicePath } from '../../../src/paths.ts';
import { headingTexts, renderedText } from '../../support/pageContent.ts';
import { describeServiceAreasPage } from './serviceAreasPage.ts';

// SPEC.md §2 Marketing Analytics: data integration and reporting, analysis and insights, near
// real-time intelligence.
const harness = describeServiceAreasPage({
  path: servicePath('marketing-analytics'),
  title: 'Marketing Analytics & Reporting',
  overview: 'capabilities',
  areas: [
    { title: 'Data Integration & Reporting', anchor: 'data-integration' },
    { title: 'Analysis & Insights', anchor: 'analysis-insights' },
    { title: 'Near Real-Time Intelligence', anchor: 'real-time-intelligence' },
  ],
  steps: 4,
});

test('marketing analytics: the metrics it tracks, grouped from acquisition to revenue', async () => {
  const { page } = await harness.view(servicePath('marketing-analytics'));
  assert.equal(await renderedText(page.locator('#metrics h2')), 'Metrics That Matter');
  assert.equal((await headingTexts(page, 3, '#metrics')).length, 3);
  const text = await renderedText(page.locator('#metrics'));
  for (const metric of ['Customer acquisition cost (CAC)', 'Pipeline velocity', 'Customer lifetime value']) {
    assert.ok(text.includes(metric), `${metric} is tracked`);
  }
});
