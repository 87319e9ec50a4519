/**
 * Each page carries its styles in its head (src/build/pageStyles.ts): the site's stylesheet less the
 * rules no page of its kind can match. Proof that nothing a page needs was left out: on every route,
 * every rule of the whole stylesheet (at any width: inside media queries too) whose selector matches
 * an element of the page, in any state a visitor can put it in (hover, focus, pressed), is one of
 * the page's own rules, and so is every font face and keyframes rule.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { routeVisits } from '../support/routeVisits.ts';
import { distDir, useSite } from '../support/site.ts';

const harness = useSite();
const stylesheet = readdirSync(path.join(distDir, 'assets')).find((file) => /^site-[\w-]+\.css$/.test(file));

describe('each page carries every style it needs', () => {
  it('every route: no stylesheet request, and every rule of the site that matches its elements is among its own', async () => {
    assert.ok(stylesheet, 'dist/assets/site-….css, the editor preview’s stylesheet, to compare with');
    const context = await harness.context('mobile', { javaScriptEnabled: false });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const { url } of routeVisits) {
      await page.goto(`${harness.origin}${url}`, { waitUntil: 'load' });
      const missing = await page.evaluate(async (href) => {
        const ownSheets = [...document.styleSheets];
        if (ownSheets.length !== 1 || !(ownSheets[0]?.ownerNode instanceof HTMLStyleElement)) return [`${ownSheets.length} style sheets, not one inline <style>`];
        const whole = new CSSStyleSheet();
        await whole.replace(await (await fetch(href)).text());
        // No named helpers in here: tsx would wrap them in a __name() call the page does not have.
        const [wholeRules, ownRules] = [whole.cssRules, ownSheets[0].cssRules].map((list) => {
          const found: CSSRule[] = [];
          const pending = [...list];
          while (pending.length > 0) {
            const rule = pending.shift()!;
            if (rule instanceof CSSGroupingRule) pending.unshift(...rule.cssRules);
            else found.push(rule);
          }
          return found;
        });
        const own = new Set(ownRules!.map((rule) => rule.cssText));
        // Faces and keyframes, which no selector names, are every page's.
        const lost = wholeRules!.filter((rule) => !(rule instanceof CSSStyleRule) && !own.has(rule.cssText)).map((rule) => rule.cssText.slice(0, 60));
        return wholeRules!
          .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
          .filter((rule) => !own.has(rule.cssText))
          .filter((rule) => {
            // A state the visitor brings (hover, focus, press) and pseudo-elements: matched as the element itself.
            const asElement = rule.selectorText
              .replace(/::?(before|after|marker|placeholder|selection|backdrop|-webkit-[\w-]+|-moz-[\w-]+)\b/g, '')
              .replace(/:(hover|focus-visible|focus-within|focus|active|visited)\b/g, '');
            try {
              return document.querySelector(asElement || '*') !== null;
            } catch {
              return false;
            }
          })
          .map((rule) => rule.selectorText)
          .concat(lost);
      }, `/assets/${stylesheet}`);
      problems.push(...missing.slice(0, 5).map((selector) => `${url}: ${selector}`));
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
});
