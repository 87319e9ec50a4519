/**
 * The accessibility check the route sweep and the header tests rely on (tests/support/axe.ts) finds
 * what it should: a control page with a known fault at each level it is asked about.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { axeViolations } from '../support/axe.ts';
import { useSite } from '../support/site.ts';

const harness = useSite();

const controlPage = `<!doctype html><html lang="en"><title>Control</title>
<main><h1>Control</h1>
<p style="color:#bbb;background:#fff">Pale text on white</p>
<nav><button id="unnamed"></button></nav>
<p id="fading" style="color:#111;background:#fff;opacity:0.2">Fading in</p></main>`;

test('axe names a contrast fault, an unnamed button, only what it is asked about, and waits for a fade to end', async () => {
  const context = await harness.context('desktop');
  const page = await context.newPage();
  await page.setContent(controlPage);
  await page.evaluate(() => document.getElementById('fading')?.animate([{ opacity: 0.2 }, { opacity: 1 }], { duration: 1500, fill: 'forwards' }));

  const everything = await axeViolations(page);
  assert.deepEqual(everything.map((line) => line.split(' ')[0]).sort(), ['button-name', 'color-contrast']);
  assert.match(everything.find((line) => line.startsWith('color-contrast')) ?? '', /^color-contrast \(serious\): p:nth-child\(2\)$/, 'only the pale text: the faded paragraph was judged once its fade ended');
  assert.deepEqual(await axeViolations(page, { rules: ['color-contrast'] }), [everything.find((line) => line.startsWith('color-contrast'))]);
  assert.deepEqual(await axeViolations(page, { include: 'nav' }), ['button-name (critical): #unnamed']);
  await context.close();
});
