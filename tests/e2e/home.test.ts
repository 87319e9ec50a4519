/**
 * SPEC.md "Home": every section in the spec's order with its anchors, the hero, niches, promises,
 * the eight-pillar framework at 45° (a ring on desktop, a list on phones) and the recurring claims.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../src/paths.ts';
import { site } from '../../src/site.ts';
import { ownPage } from '../../src/content/blockPages.ts';
import { revealDom } from '../../src/components/revealDom.ts';
import { headingTexts, mainText, renderedText } from '../support/pageContent.ts';
import { useSite } from '../support/site.ts';

const harness = useSite();

const [top] = ownPage('home').content.blocks;
if (top?.kind !== 'illustratedHero') throw new Error('The home page opens with a top of the page with an illustration');

const pillars = ['Planning', 'Analysis', 'Research', 'Measurement', 'Implement', 'Monetization', 'Marketing', 'Optimization'];

/** Centre of each framework pillar card relative to the hub's centre. */
async function pillarOffsets(page: Page): Promise<{ name: string; dx: number; dy: number }[]> {
  // No named helpers inside: tsx would wrap them in a __name() call the page does not have.
  return page.locator('#framework').evaluate((section) => {
    const hub = section.querySelector('ol')!.previousElementSibling!.getBoundingClientRect();
    return [...section.querySelectorAll('ol > li')].map((item) => {
      const box = item.getBoundingClientRect();
      return {
        name: (item.querySelector('h3')?.textContent ?? '').trim(),
        dx: box.left + box.width / 2 - (hub.left + hub.width / 2),
        dy: box.top + box.height / 2 - (hub.top + hub.height / 2),
      };
    });
  });
}

test('home: the sections stand in the spec order with the anchors hero, solutions, services and approach', async () => {
  const { page } = await harness.view(paths.home);
  const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((section) => section.id));
  assert.deepEqual(ids, ['hero', 'founder', 'what-we-do', 'solutions', 'services', 'problem', 'partnership', 'approach', 'framework', 'promises', 'get-started']);
});

test('home: hero headline, booking button, Learn more to #solutions and an illustration', async () => {
  const { page } = await harness.view(paths.home);
  const hero = page.locator('#hero');
  assert.equal((await hero.locator('h1').textContent())?.trim(), 'Scale your business with us');
  assert.equal(await hero.locator('h1 + p').textContent(), top.lead, 'a descriptive paragraph');
  assert.equal(await hero.getByRole('link', { name: 'Book a free strategy call' }).getAttribute('href'), paths.booking);
  assert.equal(await hero.getByRole('link', { name: 'Learn more' }).getAttribute('href'), '#solutions');
  const image = hero.locator('img');
  assert.equal(await image.getAttribute('alt'), top.imageAlt, 'the hero image is described');
  assert.ok(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the hero image loads');
  assert.equal(await image.getAttribute('fetchpriority'), 'high');
});

test('home: founder, niches (Tech, Services, Retail/Ecomm), partnership, engagement model and promises', async () => {
  const { page } = await harness.view(paths.home);
  assert.ok((await headingTexts(page, 2, '#founder')).some((heading) => heading.includes(site.founder.name)));
  assert.deepEqual(await headingTexts(page, 3, '#services'), ['Tech', 'Services', 'Retail/Ecomm']);
  assert.deepEqual(await headingTexts(page, 3, '#partnership'), ['You build', 'We sell']);
  assert.deepEqual(await headingTexts(page, 3, '#approach'), ['Step 1: Assessment', 'Step 2: Setup', 'Step 3: Execute']);
  const promises = await renderedText(page.locator('#promises'));
  assert.match(promises, /competitor/i);
  assert.match(promises, /pure product deployment/i);
  assert.match(promises, /nickel-and-diming/i);
  assert.match(promises, /exit/i);
  const text = await mainText(page);
  for (const claim of [
    `${site.claims.yearsExperience} years`,
    `${site.claims.daysToFirstResults} days`,
    `${site.claims.guaranteeDays}-day satisfaction guarantee`,
    site.claims.averageRevenueGrowth,
    'Smarketing',
    'revenue engine',
  ]) {
    assert.ok(text.includes(claim), `home mentions "${claim}"`);
  }
  assert.equal(await page.locator('#get-started').getByRole('link', { name: 'Book a free strategy call' }).getAttribute('href'), paths.booking);
});

test('home: on desktop the eight pillars ring the hub at 45° spacing', async () => {
  const { page } = await harness.open(paths.home, 'desktop');
  // The reveal sets up after the page's script has started, once its chunk has arrived; scrolled to
  // before that, the ring can be measured just before the cards are moved down to animate in.
  await page.locator(`#framework ol[${revealDom.stateAttr}]`).waitFor({ state: 'attached' });
  await page.locator('#framework').scrollIntoViewIfNeeded();
  // The cards' staggered reveal (the last one ends 1.2 s after the ring comes into view): until it has run, cards sit 24 px low.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('#framework ol > li')].every(
      (item) => item.style.translate === '' && item.getAnimations().every((animation) => animation.playState === 'finished'),
    ),
  );
  const offsets = await pillarOffsets(page);
  assert.deepEqual(offsets.map((pillar) => pillar.name), pillars);
  const radii = offsets.map(({ dx, dy }) => Math.hypot(dx, dy));
  offsets.forEach(({ name, dx, dy }, index) => {
    // Clockwise from the top: 0°, 45°, 90° …
    const angle = (Math.atan2(dx, -dy) * 180) / Math.PI;
    const expected = index * 45;
    const difference = Math.abs((((angle - expected) % 360) + 540) % 360 - 180);
    assert.ok(difference < 1, `${name} at ${angle.toFixed(1)}°, expected ${expected}°`);
    assert.ok(Math.abs((radii[index] ?? 0) - (radii[0] ?? 0)) < 1, `${name} on the same ring`);
  });
  // No two pillar cards overlap.
  const boxes = await page.locator('#framework ol > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      assert.ok(!overlap, 'pillar cards do not overlap');
    }
  }
});

test('home: on phones the framework switches to a stacked list', async () => {
  const { page } = await harness.open(paths.home, 'mobile');
  const offsets = await pillarOffsets(page);
  assert.deepEqual(offsets.map((pillar) => pillar.name), pillars);
  const lefts = await page.locator('#framework ol > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  assert.equal(new Set(lefts).size, 1, 'one column');
  assert.ok(offsets.every((pillar, index) => index === 0 || pillar.dy > (offsets[index - 1]?.dy ?? 0)), 'one below the other');
});
