/**
 * SPEC.md §2 card reveal: cards below the fold animate in, staggered by 0.1 s, as the visitor
 * scrolls to them; cards on screen at load never hide; no motion under prefers-reduced-motion.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { paths } from '../../src/paths.ts';
import { REVEAL_STAGGER_S } from '../../src/client/revealOnScroll.ts';
import { revealDom } from '../../src/components/revealDom.ts';
import { ownPage } from '../../src/content/blockPages.ts';
import { nextFrames, untilIdleAfterLoad, useSite } from '../support/site.ts';

const harness = useSite();

/** Tall enough that the first card grid of /solutions/ is on screen at load and the second is not. */
const tallDesktop = { width: 1280, height: 1400 };

/** Records, from before the page's first byte, which reveal groups (by index) ever had a card hidden. */
function recordHiddenGroups(dom: typeof revealDom): void {
  const hidden = new Set<number>();
  (window as unknown as { hiddenGroups: Set<number> }).hiddenGroups = hidden;
  new MutationObserver((records) => {
    for (const { target } of records) {
      const item = target as HTMLElement;
      const group = item.closest(`[${dom.groupAttr}]`);
      if (item.hasAttribute(dom.itemAttr) && item.style.opacity === '0' && group) {
        hidden.add([...document.querySelectorAll(`[${dom.groupAttr}]`)].indexOf(group));
      }
    }
  }).observe(document, { subtree: true, attributeFilter: ['style'] });
}

function hiddenGroups(page: Page): Promise<number[]> {
  return page.evaluate(() => [...(window as unknown as { hiddenGroups: Set<number> }).hiddenGroups].sort());
}

const group = (page: Page, index: number) => page.locator(`[${revealDom.groupAttr}]`).nth(index);

/** The state the script gave each reveal group, in page order. */
function revealStates(page: Page): Promise<(string | null)[]> {
  return page.locator(`[${revealDom.groupAttr}]`).evaluateAll((groups, attr) => groups.map((element) => element.getAttribute(attr)), revealDom.stateAttr);
}

/** In the page: the cards of the reveal group at `index`, defined on the window by an init script. */
declare function cardsOf(index: number): HTMLElement[];
/** In the page: the timing each element's animation started with, recorded as it started (a finished one leaves getAnimations()). */
declare const startedTimings: Map<Element, EffectTiming>;
function defineCardsOf(dom: typeof revealDom): void {
  // Assigned, not declared: a named function here would be wrapped in the test runner's __name().
  (window as unknown as { cardsOf: typeof cardsOf }).cardsOf = (index) => [
    ...(document.querySelectorAll(`[${dom.groupAttr}]`)[index]?.querySelectorAll<HTMLElement>(`[${dom.itemAttr}]`) ?? []),
  ];
  const started = new Map<Element, EffectTiming>();
  (window as unknown as { startedTimings: typeof started }).startedTimings = started;
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const animation = animate.apply(this, args);
    if (animation.effect && !started.has(this)) started.set(this, animation.effect.getTiming());
    return animation;
  };
}

test('cards below the fold wait hidden, then animate in staggered by 0.1 s as they are scrolled to; cards on screen never hide', async () => {
  const context = await harness.context('desktop', { viewport: tallDesktop });
  await context.addInitScript(recordHiddenGroups, revealDom);
  await context.addInitScript(defineCardsOf, revealDom);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${harness.origin}${paths.solutions}`, { waitUntil: 'load' });

  const below = group(page, 1);
  const items = below.locator(`[${revealDom.itemAttr}]`);
  await page.waitForFunction((card) => card?.style.opacity === '0', await items.first().elementHandle());
  assert.deepEqual(await hiddenGroups(page), [1], 'only the grid below the fold hides');
  const count = await items.count();
  const portfolio = ownPage('solutions').content.blocks.find((block) => block.kind === 'cards' && block.id === 'portfolio');
  assert.equal(count, portfolio?.kind === 'cards' ? portfolio.items.length : undefined, 'the portfolio grid staggers each of its cards');
  for (const opacity of await items.evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity))) assert.equal(opacity, '0');
  // Each group says what the script decided, which is what a check waits on before judging colours.
  await page.waitForFunction((dom) => document.querySelectorAll(`[${dom.groupAttr}][${dom.stateAttr}]`).length === 2, revealDom);
  assert.deepEqual(await revealStates(page), [revealDom.shown, revealDom.waiting]);

  await below.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // Read as each animation started: on a busy machine the first card's can finish before the last one's begins.
  await page.waitForFunction((index) => cardsOf(index).every((card) => startedTimings.has(card)), 1);
  const timings = await page.evaluate(
    (index) =>
      cardsOf(index).map((card) => {
        const timing = startedTimings.get(card)!;
        return { delay: Math.round(Number(timing.delay)), duration: Number(timing.duration) };
      }),
    1,
  );
  assert.deepEqual(
    timings.map(({ delay }) => delay),
    timings.map((_, index) => Math.round(index * REVEAL_STAGGER_S * 1000)),
    'each card starts 0.1 s after the one before',
  );
  for (const { duration } of timings) assert.equal(duration, 500);

  // Once played, every card is fully shown and carries no leftover inline style.
  await page.waitForFunction(
    (index) => cardsOf(index).every((card) => card.getAnimations().length === 0 && card.style.opacity === '' && card.style.translate === ''),
    1,
  );
  for (const opacity of await items.evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity))) assert.equal(opacity, '1');
  assert.deepEqual(await revealStates(page), [revealDom.shown, revealDom.shown]);
  assert.deepEqual(errors, []);
});

test('with reduced motion no card ever hides and the reveal code is not downloaded', async () => {
  const context = await harness.context('mobile', { reducedMotion: 'reduce' });
  await context.addInitScript(recordHiddenGroups, revealDom);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${harness.origin}${paths.home}`, { waitUntil: 'load' });
  // By the page's idle time after its script has started, the reveal has decided (and fetched nothing).
  await untilIdleAfterLoad(page);
  await group(page, 0).evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
  await nextFrames(page);
  assert.deepEqual(await hiddenGroups(page), []);
  assert.ok(scripts.some((path) => /\/main-\w+\.js$/.test(path)), 'the entry ran');
  assert.ok(!scripts.some((path) => path.includes('revealOnScroll')), `no reveal code among ${scripts.join(', ')}`);
});
