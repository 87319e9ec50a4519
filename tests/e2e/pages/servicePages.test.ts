/**
 * The service pages (SPEC.md "Service detail pages"). What every one of them has, and what the
 * pages built from the same blocks share, is tested once over all of them; then each page's own
 * facts, with the literals SPEC.md names for it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths, servicePath } from '../../../src/paths.ts';
import { site } from '../../../src/site.ts';
import { sharedWords } from '../../../src/content/shared.ts';
import { services } from '../../../src/content/services.ts';
import { headingTexts, keyFigures, mainText, orderedItems, renderedText, renderedTexts } from '../../support/pageContent.ts';
import { blockWithAnchor, closingBand, serviceContent } from '../../support/serviceContent.ts';
import { useSite, type ViewportName } from '../../support/site.ts';

const harness = useSite();

/** Each service page's part of the document title, as SPEC.md names it. */
const titles: Record<string, string> = {
  'fractional-cmo': 'Fractional CMO Services',
  'fractional-cso': 'Fractional CSO Services',
  'gtm-planning': 'Go-To-Market (GTM) Planning',
  'revenue-strategy': 'Revenue Strategy Consulting',
  'sales-strategy': 'B2B Sales Strategy Consulting',
  'lead-generation': 'B2B Lead Generation Services',
  'sales-enablement-tools': 'Sales Enablement Tools & Training',
  'sales-support': 'B2B Sales Support Services',
  'marketing-analytics': 'Marketing Analytics & Reporting',
  'content-digital-marketing': 'Content & Digital Marketing',
  crm: 'CRM Integration Services',
};

test('every service page: its title, one h1 in the hero, Back to Home, booking triggers in the hero and the closing band', async () => {
  assert.deepEqual(Object.keys(titles).sort(), services.map((service) => service.slug).sort(), 'a title for each service page');
  for (const [slug, title] of Object.entries(titles)) {
    const path = servicePath(slug);
    const { page } = await harness.view(path);
    assert.equal(await page.title(), `${title} | ${site.name}`);
    assert.equal(await page.locator('#hero h1').count(), 1, `${path}: the h1 is the hero's`);
    assert.equal(await renderedText(page.locator(`#hero a[href="${paths.home}#hero"]`)), 'Back to Home', path);
    assert.equal(await page.locator(`#hero a[data-booking][href="${paths.booking}"]`).count(), 1, `${path}: hero booking trigger`);
    assert.equal(await renderedText(page.locator('#get-started h2')), closingBand(slug).title, `${path}: closing call to action`);
    assert.equal(await page.locator(`#get-started a[data-booking][href="${paths.booking}"]`).count(), 1, `${path}: closing booking trigger`);
    assert.equal(
      await page.locator(`main a[href^="${servicePath('sales-enablement')}"]`).count(),
      0,
      `${path}: no link to the redirecting /services/sales-enablement/ URL`,
    );
  }
});

test('the leadership and sales strategy pages carry the recurring claims', async () => {
  for (const slug of ['fractional-cmo', 'fractional-cso', 'sales-strategy']) {
    const text = await mainText((await harness.view(servicePath(slug))).page);
    for (const claim of ['15+ years', '90 days', '30-day satisfaction guarantee']) {
      assert.ok(text.includes(claim), `${slug}: claim "${claim}" is on the page`);
    }
  }
});

/** The hero's key figures, value and label as a visitor reads them, on the pages that show them. */
const heroFigures: Record<string, readonly { value: string; label: string }[]> = {
  'gtm-planning': [
    { value: '40%+', label: 'Faster Market Entry' },
    { value: '85%+', label: 'Launch Success Rate' },
    { value: '200%+', label: 'Revenue Growth' },
    { value: '3x', label: 'Market Share' },
  ],
  'revenue-strategy': [
    { value: '300%+', label: 'Average revenue growth' },
    { value: '40-60%', label: 'Customer acquisition cost reduction' },
    { value: '25-35%', label: 'Faster sales cycle' },
    { value: '95%+', label: 'Client success rate' },
  ],
  'lead-generation': [
    { value: '300%+', label: 'Average lead increase' },
    { value: '50%', label: 'Lower cost per lead' },
    { value: '25%+', label: 'Higher conversion' },
  ],
  'sales-enablement-tools': [
    { value: '40%+', label: 'Faster ramp for new reps' },
    { value: '60%', label: 'Less time searching for content' },
    { value: '85%', label: 'Content adoption' },
  ],
  crm: [
    { value: '95%', label: 'Client satisfaction' },
    { value: '10+', label: 'Years of CRM expertise' },
  ],
};

test('service pages: the hero key figures SPEC.md names', async () => {
  for (const [slug, figures] of Object.entries(heroFigures)) {
    const { page } = await harness.view(servicePath(slug));
    assert.deepEqual(
      (await keyFigures(page, '#hero')).map(({ value, label }) => ({ value, label })),
      figures,
      slug,
    );
  }
});

/** The number of steps SPEC.md names for each page with a numbered process (#process). */
const processLengths: Record<string, number> = {
  crm: 5,
  'lead-generation': 4,
  'sales-enablement-tools': 4,
  'sales-support': 4,
  'marketing-analytics': 4,
  'content-digital-marketing': 4,
};

test('service pages: the numbered process, each step with its title and description as written', async () => {
  for (const [slug, steps] of Object.entries(processLengths)) {
    const { page } = await harness.view(servicePath(slug));
    const written = blockWithAnchor(serviceContent(slug), 'process', 'steps').steps;
    assert.equal(written.length, steps, `${slug}: the content has the steps SPEC.md names`);
    const items = page.locator('#process ol > li');
    assert.equal(await items.count(), steps, slug);
    for (const [index, step] of written.entries()) {
      const item = items.nth(index);
      // Numbered for screen readers ('Step 1: …'); the number is drawn beside it.
      assert.equal(await item.locator('h3').textContent(), `${sharedWords.step} ${index + 1}: ${step.title}`);
      assert.equal(await renderedText(item.locator('p')), step.description, `${slug}: step ${index + 1} is described`);
    }
  }
});

/**
 * The specialist pages whose overview cards each lead to a section of the same page: the id of the
 * overview section, then each card's h3 and the id of the section its link must land on, in order.
 */
const areaPages = [
  {
    // SPEC.md §2 Lead Generation: 4 solution cards linking to anchored sections, a 4-step process and
    // the three stats. `/services/sales-enablement` redirects here, so the lead-* anchors live here.
    slug: 'lead-generation',
    overview: 'solutions',
    areas: [
      { title: 'Lead Strategy & Targeting', anchor: 'lead-strategy' },
      { title: 'Multi-Channel Campaigns', anchor: 'multi-channel' },
      { title: 'Lead Nurturing & Scoring', anchor: 'lead-nurturing' },
      { title: 'Lead Analytics & Optimization', anchor: 'lead-analytics' },
    ],
  },
  {
    // SPEC.md §2 Sales Enablement: 4 cards (tools, content, training, process optimization) whose
    // sections carry the spec's #sales-* anchors, a 4-step process and the 40%+, 60% and 85% stats.
    slug: 'sales-enablement-tools',
    overview: 'solutions',
    areas: [
      { title: 'Sales Tools & Technology', anchor: 'sales-tools' },
      { title: 'Sales Content & Collateral', anchor: 'sales-content' },
      { title: 'Sales Training & Coaching', anchor: 'sales-training' },
      { title: 'Sales Process Optimization', anchor: 'sales-process' },
    ],
  },
  {
    // SPEC.md §2 Sales Support: Full Cycle Sales Support; Field Sales (currently limited to the USA);
    // Channel Sales & Partner Management; three reasons to choose it.
    slug: 'sales-support',
    overview: 'services',
    areas: [
      { title: 'Full Cycle Sales Support', anchor: 'full-cycle-sales' },
      { title: 'Field Sales', anchor: 'field-sales' },
      { title: 'Channel Sales & Partner Management', anchor: 'channel-sales' },
    ],
  },
  {
    // SPEC.md §2 Marketing Analytics: data integration and reporting, analysis and insights, near
    // real-time intelligence.
    slug: 'marketing-analytics',
    overview: 'capabilities',
    areas: [
      { title: 'Data Integration & Reporting', anchor: 'data-integration' },
      { title: 'Analysis & Insights', anchor: 'analysis-insights' },
      { title: 'Near Real-Time Intelligence', anchor: 'real-time-intelligence' },
    ],
  },
  {
    // SPEC.md §2 Content and Digital Marketing: content planning, creation, distribution and advanced services.
    slug: 'content-digital-marketing',
    overview: 'services',
    areas: [
      { title: 'Content Planning', anchor: 'content-planning' },
      { title: 'Content Creation', anchor: 'content-creation' },
      { title: 'Content Distribution', anchor: 'content-distribution' },
      { title: 'Advanced Digital Services', anchor: 'advanced-services' },
    ],
  },
];

test('specialist service pages: overview cards, each linking to a section of the same page with substance', async () => {
  for (const { slug, overview, areas } of areaPages) {
    const path = servicePath(slug);
    const { page } = await harness.view(path);
    assert.deepEqual(
      await headingTexts(page, 3, `#${overview}`),
      areas.map((area) => area.title),
    );
    const hrefs = await page.locator(`#${overview} article a`).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.deepEqual(
      hrefs,
      areas.map((area) => `${path}#${area.anchor}`),
    );
    for (const area of areas) {
      const section = page.locator(`section#${area.anchor}`);
      assert.equal(await section.count(), 1, `section #${area.anchor} exists`);
      assert.equal(await renderedText(section.locator('h2')), area.title);
      assert.deepEqual(await headingTexts(page, 3, `#${area.anchor}`), ['What we deliver', 'What you can expect']);
      const written = blockWithAnchor(serviceContent(slug), area.anchor, 'offering');
      assert.deepEqual(await section.locator('li').allTextContents(), [...written.deliverables, ...written.outcomes], `#${area.anchor} lists deliverables and outcomes`);
      // How we work on it, as the owner wrote it.
      const shown = (await renderedText(section)).replace(/\s+/g, ' ');
      for (const paragraph of [written.intro ?? '', ...written.body]) assert.ok(shown.includes(paragraph), `#${area.anchor} shows "${paragraph.slice(0, 40)}…"`);
    }
  }
});

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

// The scrolling is the layout's, the same on every page of it, so one page proves it; on the others
// the cards test above checks each link names a section of the page.
for (const viewport of ['desktop', 'mobile'] satisfies ViewportName[]) {
  test(`lead generation: each card link and the hero's explore link land on their section (${viewport})`, async () => {
    const { slug, overview, areas } = areaPages[0]!;
    const path = servicePath(slug);
    const { page, problems } = await harness.open(path, viewport);
    await followToSection(page, `#hero a[href="${path}#${overview}"]`, overview);
    for (const area of areas) {
      await followToSection(page, `#${overview} a[href="${path}#${area.anchor}"]`, area.anchor);
      await page.locator(`#${overview}`).scrollIntoViewIfNeeded();
    }
    assert.deepEqual(problems, []);
  });
}

/** The two fractional leadership pages, which have one shape, and the literals SPEC.md names for each. */
const leadershipPages = [
  {
    slug: 'fractional-cmo',
    serviceGroups: ['Strategic Foundation', 'Demand Generation & Lead Management', 'Analytics & Growth'],
    keyDeliverable: '50+ page marketing strategy document',
    roiFigures: [
      { value: '3-5x', label: 'ROI within 12 months' },
      { value: '40-60%', label: 'Better lead quality' },
      { value: '25-40%', label: 'Lower cost per acquisition' },
    ],
  },
  {
    slug: 'fractional-cso',
    serviceGroups: ['Sales Strategy & Foundation', 'Pipeline Generation & Deal Management', 'Sales Performance & Growth'],
    keyDeliverable: '40+ page sales blueprint',
    roiFigures: [
      { value: '25-50%', label: 'Higher close rates' },
      { value: '30-60%', label: 'Shorter sales cycle' },
      { value: '2-4x', label: 'Revenue growth in 12 months' },
    ],
  },
];

test('leadership pages: end-to-end services in three groups, the deliverables and the ROI figures', async () => {
  for (const expected of leadershipPages) {
    const { page } = await harness.view(servicePath(expected.slug));
    assert.deepEqual(await headingTexts(page, 3, '#services'), expected.serviceGroups);
    assert.deepEqual(
      await headingTexts(page, 4, '#services'),
      blockWithAnchor(serviceContent(expected.slug), 'services', 'serviceGroups').groups.flatMap((group) => group.items.map((item) => item.title)),
      'services listed in each group',
    );
    const deliverables = await headingTexts(page, 3, '#deliverables');
    assert.equal(deliverables[0], expected.keyDeliverable);
    const otherDeliverables = blockWithAnchor(serviceContent(expected.slug), 'deliverables', 'featurePanel').cards ?? [];
    assert.deepEqual(deliverables.slice(1), otherDeliverables.map((card) => card.title), 'the other hand-over deliverables');
    assert.ok((await page.locator('#deliverables').textContent())?.includes('12-month roadmap'));
    const figures = await keyFigures(page, '#roi');
    for (const figure of expected.roiFigures) {
      assert.ok(
        figures.some((tile) => tile.value === figure.value && tile.label === figure.label),
        `ROI figure ${figure.value} ${figure.label} in ${JSON.stringify(figures)}`,
      );
    }
  }
});

test('leadership pages: industries, the six-phase process and the results timeline', async () => {
  for (const { slug } of leadershipPages) {
    const { page } = await harness.view(servicePath(slug));
    assert.deepEqual(await headingTexts(page, 3, '#industries'), ['Tech', 'Services', 'E-commerce & Retail']);
    const phases = await orderedItems(page, '#process');
    const written = blockWithAnchor(serviceContent(slug), 'process', 'phases').phases;
    assert.deepEqual(phases.map((phase) => phase.lead), ['Week 1-2', 'Week 3-4', 'Month 2', 'Month 3', 'Month 4-6', 'Ongoing']);
    assert.deepEqual(phases.map((phase) => phase.title), written.map((phase) => phase.title));
    for (const [index, phase] of written.entries()) {
      const shown = phases[index]?.text ?? '';
      for (const part of [phase.description, ...phase.deliverables]) assert.ok(shown.includes(part), `${phase.phase} shows "${part}"`);
    }
    const milestones = await orderedItems(page, '#results');
    assert.deepEqual(milestones.map((milestone) => milestone.lead), ['30 days', '90 days', '180 days', '12+ months']);
    assert.deepEqual(milestones.map((milestone) => milestone.title), blockWithAnchor(serviceContent(slug), 'results', 'results').milestones.map((milestone) => milestone.title));
  }
});

test('fractional CSO: sales methodologies by sales motion', async () => {
  const { page } = await harness.view(servicePath('fractional-cso'));
  const groups = [
    { group: 'Complex B2B Sales', items: ['MEDDIC', 'Challenger', 'Account-Based Selling'] },
    { group: 'Transactional Sales', items: ['SPIN Selling', 'Value Selling', 'Inbound Selling'] },
  ];
  assert.deepEqual(await headingTexts(page, 3, '#methodologies'), groups.map((group) => group.group));
  for (const [index, group] of groups.entries()) {
    const items = await headingTexts(page, 4, `#methodologies li:nth-child(${index + 1}) article`);
    assert.deepEqual(items, group.items, group.group);
  }
});

test('GTM planning: hero Strategic Go-To-Market Planning, Essential GTM Components and four phases with durations and four deliverables each', async () => {
  const { page } = await harness.view(servicePath('gtm-planning'));
  assert.deepEqual(await headingTexts(page, 1), ['Strategic Go-To-Market Planning']);
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
  assert.equal((await renderedText(page.locator('#get-started a[data-booking]'))).trim(), 'Book a free strategy call');
});

test('revenue strategy: the Book Strategy Consultation trigger, services grid, the three-phase approach with durations, results and Why Choose Us', async () => {
  const { page } = await harness.view(servicePath('revenue-strategy'));
  const written = serviceContent('revenue-strategy');
  assert.equal((await renderedText(page.locator('#hero a[data-booking]'))).trim(), 'Book Strategy Consultation');
  assert.deepEqual(await headingTexts(page, 3, '#services'), blockWithAnchor(written, 'services', 'cards').items.map((card) => card.title), 'services grid');
  const phases = await orderedItems(page, '#approach');
  assert.deepEqual(
    phases.map((phase) => phase.title),
    ['Revenue Assessment', 'Strategy Development', 'Implementation & Optimization'],
  );
  for (const [index, duration] of ['2-4 weeks', '3-6 weeks', 'Ongoing'].entries()) {
    assert.ok(phases[index]?.text.includes(duration), `phase ${index + 1} lasts ${duration}`);
  }
  assert.deepEqual(await headingTexts(page, 3, '#results'), blockWithAnchor(written, 'results', 'cards').items.map((card) => card.title), 'results section');
  assert.deepEqual(await headingTexts(page, 2, '#why-choose-us'), ['Why Choose Us']);
  assert.deepEqual(await headingTexts(page, 3, '#why-choose-us'), blockWithAnchor(written, 'why-choose-us', 'cards').items.map((card) => card.title));
});

test('revenue strategy: closing CTAs Start Your Revenue Transformation (booking) and Learn More (contact)', async () => {
  const { page } = await harness.view(servicePath('revenue-strategy'));
  assert.equal((await renderedText(page.locator('#get-started a[data-booking]'))).trim(), 'Start Your Revenue Transformation');
  const learnMore = page.locator('#get-started a:not([data-booking])');
  // Shows 'Learn More'; screen readers and crawlers hear where it leads.
  const shown = await learnMore.evaluate((link) => {
    const copy = link.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').trim();
  });
  assert.equal(shown, 'Learn More');
  assert.equal(await learnMore.getAttribute('href'), paths.contact);
  assert.match((await learnMore.textContent()) ?? '', /^Learn More about working with our team$/);
});

test('sales strategy: four foundation services, three approach cards, eight strategy components and a link on to the Fractional CSO page', async () => {
  const { page } = await harness.view(servicePath('sales-strategy'));
  assert.deepEqual(await headingTexts(page, 3, '#foundation'), [
    'Sales Process Design',
    'Sales Team Structure',
    'Sales Playbook Development',
    'Pipeline Management & Forecasting',
  ]);
  assert.equal((await headingTexts(page, 3, '#approach')).length, 3);
  assert.deepEqual(await headingTexts(page, 3, '#components'), [
    'Ideal Customer Profile',
    'Value Proposition & Messaging',
    'Sales Methodology',
    'Territory & Account Planning',
    'Compensation & Incentives',
    'Sales Technology Stack',
    'KPIs & Forecasting',
    'Sales & Marketing Alignment',
  ]);
  assert.equal(await page.locator('#get-started a:not([data-booking])').getAttribute('href'), servicePath('fractional-cso'));
});

// SPEC.md §2 CRM: four platforms, six services, a 5-step process; stats 95% client satisfaction,
// 10+ years of CRM expertise.
test('crm: four platforms, each described with what we set up, reached from the hero link', async () => {
  const { page } = await harness.open(servicePath('crm'));
  assert.deepEqual(await headingTexts(page, 3, '#platforms'), ['HubSpot', 'Salesforce', 'Pipedrive', 'Zoho CRM']);
  const platforms = page.locator('#platforms article');
  for (const [index, platform] of blockWithAnchor(serviceContent('crm'), 'platforms', 'cards').items.entries()) {
    assert.deepEqual(await platforms.nth(index).locator('li').allTextContents(), platform.features ?? [], `${platform.title}: what we set up`);
  }
  await followToSection(page, `#hero a[href="${servicePath('crm')}#platforms"]`, 'platforms');
});

test('crm: six services, each with a description and what it includes', async () => {
  const { page } = await harness.view(servicePath('crm'));
  assert.equal(await renderedText(page.locator('#services h2')), 'Our CRM Services');
  const expected = blockWithAnchor(serviceContent('crm'), 'services', 'cards').items;
  assert.equal(expected.length, 6, 'SPEC.md: six services');
  assert.deepEqual(await headingTexts(page, 3, '#services'), expected.map((service) => service.title));
  const cards = page.locator('#services article');
  for (const [index, service] of expected.entries()) {
    assert.equal(await renderedText(cards.nth(index).locator('p').first()), service.description);
    assert.deepEqual(await cards.nth(index).locator('li').allTextContents(), service.features ?? [], `${service.title}: what it includes`);
  }
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

test('sales support: field sales says clearly, on its card and in its section, that it is limited to the USA', async () => {
  const { page } = await harness.view(servicePath('sales-support'));
  const card = page.locator('#services article', { hasText: 'Field Sales' });
  assert.match(await renderedText(card), /Currently limited to the USA\./);
  assert.match(await renderedText(page.locator('#field-sales')), /Field sales is currently limited to the USA\./);
});

test('sales support: three reasons to choose it', async () => {
  const { page } = await harness.view(servicePath('sales-support'));
  assert.equal(await renderedText(page.locator('#why-choose h2')), 'Why Choose Our Sales Support');
  const written = blockWithAnchor(serviceContent('sales-support'), 'why-choose', 'cards').items;
  assert.equal(written.length, 3, 'SPEC.md: three reasons');
  assert.deepEqual(await headingTexts(page, 3, '#why-choose'), written.map((reason) => reason.title));
  assert.deepEqual(await renderedTexts(page.locator('#why-choose article p')), written.map((reason) => reason.description), 'each reason explained');
});
