/**
 * axe-core in the page under test: injected once per document and run for its violations only.
 * (@axe-core/playwright injects axe again for every run and finishes each run in a new blank page;
 * on our pages that took 500–1,400 ms a run, against 170–400 ms for the same rules run here.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { revealDom } from '../../src/components/revealDom.ts';

/** WCAG 2.2 AA and everything below it: the level DESIGN.md holds every page to. */
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeCheck {
  /** Only these rules (e.g. `['color-contrast']`); otherwise every rule of `axeTags`. */
  rules?: string[];
  /** Only this part of the page (a CSS selector); otherwise the whole document. */
  include?: string;
}

/**
 * The violations axe finds in the page, one line each: the rule, its impact and up to five of the
 * elements it names, judged once the page's finite animations have finished. An empty list is a
 * clean page.
 */
export async function axeViolations(page: Page, { rules, include }: AxeCheck = {}): Promise<string[]> {
  const options: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: axeTags },
    resultTypes: ['violations'],
    // The site's only frames hold the third-party scheduler, which the tests' browser cannot reach.
    iframes: false,
  };
  const context: ElementContext = include ? { include: [include] } : { exclude: [] };
  // Colours are judged as they come to rest: the card reveal hides the cards below the fold a few
  // frames after the load (a card turning transparent mid-run has no contrast), unless motion is
  // reduced; and a card fading in is not yet the colour it will be.
  await page.waitForFunction(
    (dom) => matchMedia('(prefers-reduced-motion: reduce)').matches || !document.querySelector(`[${dom.groupAttr}]:not([${dom.stateAttr}])`),
    revealDom,
  );
  // Only animations in drawn content are awaited: Chromium does not advance one inside a block
  // skipped offscreen (content-visibility: auto) until the block is drawn, so its end never comes.
  // (A check reading such a block's boxes computes its style, which can start a transition there.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return Number.isFinite(animation.effect?.getComputedTiming().endTime) && (!target || target.checkVisibility({ contentVisibilityAuto: true }));
        })
        .map((animation) => animation.finished),
    ),
  );
  // The source goes in as a script would (a string evaluated whole): the page's policy forbids eval.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
      const results = await axe.run(context, options);
      return results.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    },
    // Typed loosely on the way in: axe's option types are too deep for Playwright's serialisation types.
    { context, options } as { context: unknown; options: unknown },
  );
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.targets.slice(0, 5).join(', ')}`);
}
